import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const panel = style({
  border: `2px solid ${theme.colors.danger}`,
  background: theme.colors.dangerSurface,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
});

export const message = style({ marginTop: 0 });
