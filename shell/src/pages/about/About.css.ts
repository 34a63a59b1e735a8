import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const role = style({
  margin: `0 0 ${theme.space.xs}`,
  color: theme.colors.textMuted,
  fontWeight: 600,
});

export const flush = style({ margin: 0 });

export const mission = style({
  fontSize: theme.fontSizes.lg,
  borderLeft: `4px solid ${theme.colors.primary}`,
  paddingLeft: theme.space.md,
  margin: 0,
});
