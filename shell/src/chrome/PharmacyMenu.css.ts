import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const container = style({ position: 'relative' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 4px)',
  zIndex: 20,
  width: 'min(22rem, calc(100vw - 2rem))',
  margin: 0,
  padding: theme.space.sm,
  listStyle: 'none',
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
