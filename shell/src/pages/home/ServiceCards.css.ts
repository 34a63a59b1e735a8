import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** Over the UI kit's card: a column whose action sits at the bottom, a primary top edge. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  borderTop: `4px solid ${theme.colors.primary}`,
});

export const title = style({ margin: 0 });

export const description = style({ margin: 0, flex: 1 });
