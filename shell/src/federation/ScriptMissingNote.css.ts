import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const note = style({
  margin: `${theme.space.md} 0 0`,
  padding: theme.space.md,
  border: `2px solid ${theme.colors.accent}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
});

export const message = style({ margin: 0 });

export const retryRow = style({ margin: `${theme.space.sm} 0 0` });
