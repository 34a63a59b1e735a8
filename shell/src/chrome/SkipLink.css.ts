import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/**
 * Above the screen until focused. Moved up by its own height, not a fixed distance: at
 * 200 % text its two or three lines would otherwise show at the top of the page.
 */
export const skipLink = style({
  position: 'absolute',
  left: theme.space.sm,
  top: 0,
  transform: 'translateY(calc(-100% - 8px))',
  zIndex: 100,
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  borderRadius: theme.radii.sm,
  fontWeight: 600,
  selectors: { '&:focus': { top: theme.space.sm, transform: 'none' } },
});
