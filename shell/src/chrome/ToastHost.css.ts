import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.sm,
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: theme.space.md,
  listStyle: 'none',
  outline: 'none',
});

export const toast = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: theme.space.xs,
  padding: theme.space.md,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.2)',
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="end"]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  },
});

/** Beside `toast`, after it in the stylesheet: its colours win. */
export const destructive = style({
  background: theme.colors.danger,
  borderColor: theme.colors.danger,
  color: theme.colors.onPrimary,
});

export const title = style({ fontWeight: 700 });

export const description = style({ gridColumn: '1 / 2' });

export const smallButton = style({
  minHeight: 32,
  padding: `0 ${theme.space.sm}`,
  border: '1px solid currentColor',
  borderRadius: theme.radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

export const closeButton = style([smallButton, { gridColumn: 2, gridRow: 1 }]);
