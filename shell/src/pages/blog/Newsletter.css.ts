import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const box = style({
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  padding: `0 ${theme.space.lg} ${theme.space.xs}`,
  overflow: 'hidden',
});

export const label = style({ display: 'block' });

export const row = style({
  display: 'flex',
  gap: theme.space.sm,
  marginTop: theme.space.xs,
  '@media': { [queries.mobile]: { flexDirection: 'column' } },
});

export const input = style({ flex: 1, minWidth: 0, width: 'auto' });

export const note = style({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });
