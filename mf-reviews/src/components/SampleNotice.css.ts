import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const notice = style({
  margin: `0 0 ${theme.space.md}`,
  padding: theme.space.sm,
  borderLeft: `4px solid ${theme.colors.primary}`,
  background: theme.colors.surface,
});
