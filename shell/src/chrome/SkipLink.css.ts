import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const skipLink = style({
  position: 'absolute',
  left: theme.space.sm,
  top: '-4rem',
  zIndex: 100,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  borderRadius: theme.radii.sm,
  fontWeight: 600,
  selectors: { '&:focus': { top: theme.space.sm } },
});
