import { descent } from './iconShapes';
import { uiStyle } from './style';

/**
 * An icon sits in the line as the character it replaces did: its bottom at the font's
 * descent below the baseline, its drawing free to reach past its box as a glyph may.
 * It never shrinks in a flex row (a button's icon and label).
 */
export const icon = uiStyle({
  verticalAlign: `${-descent / 1000}em`,
  overflow: 'visible',
  flexShrink: 0,
});
