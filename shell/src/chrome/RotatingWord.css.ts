import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  flexWrap: 'wrap',
});

export const word = style({ color: theme.colors.accent });

export const pause = style({
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  borderRadius: theme.radii.sm,
  minWidth: 32,
  minHeight: 32,
  cursor: 'pointer',
});
