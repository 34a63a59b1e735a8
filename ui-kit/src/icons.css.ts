import { ascent, descent, type IconName, iconImage, iconShapes } from './iconShapes';
import { uiStyle } from './style';

/**
 * An icon is an empty inline box the size of the character it replaces, painted in the
 * text's colour through its drawing (a mask): its bottom at the font's descent below the
 * baseline, as wide as the character's advance, in em so it follows the text's size. It
 * never shrinks in a flex row (a button's icon and label).
 */
export const iconBox = uiStyle({
  display: 'inline-block',
  height: `${(ascent + descent) / 1000}em`,
  verticalAlign: `${-descent / 1000}em`,
  flexShrink: 0,
  backgroundColor: 'currentColor',
  maskRepeat: 'no-repeat',
  maskSize: '100% 100%',
});

/** Each icon's class: its width and its drawing. */
export const icons = Object.fromEntries(
  Object.entries(iconShapes).map(([name, shape]) => [
    name,
    uiStyle([iconBox, { width: `${shape.advance / 1000}em`, maskImage: iconImage(shape) }]),
  ]),
) as Record<IconName, string>;
