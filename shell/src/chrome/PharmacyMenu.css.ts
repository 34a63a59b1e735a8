import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const container = style({ position: 'relative' });

/** The button the list hangs from (CSS anchor positioning). */
export const trigger = style({ anchorName: '--pharmacies-menu' });

/**
 * A native popover in the top layer, under its button, from its right edge leftwards
 * (above it when there is no room below); where anchor positioning is unknown, the
 * browser shows it in the middle of the screen.
 */
export const panel = style({
  positionAnchor: '--pharmacies-menu',
  positionArea: 'bottom span-left',
  positionTryFallbacks: 'flip-block',
  width: 'min(22rem, calc(100vw - 2rem))',
  margin: '4px 0',
  padding: theme.space.sm,
  listStyle: 'none',
  color: theme.colors.text,
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
});

export const link = style({
  display: 'block',
  padding: theme.space.sm,
  borderRadius: theme.radii.sm,
  color: theme.colors.text,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: theme.colors.surface } },
});

export const address = style({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });
