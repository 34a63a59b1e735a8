import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** Over the UI kit's card: the page's spacing and a primary edge. */
export const about = style({
  margin: `${theme.space.xl} 0`,
  borderLeft: `6px solid ${theme.colors.primary}`,
});
