import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const figure = style({
  margin: 0,
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
});

export const caption = style({
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.lg,
  fontWeight: 600,
  color: theme.colors.primaryDark,
  '@media': { [queries.mobile]: { fontSize: theme.fontSizes.md } },
});
