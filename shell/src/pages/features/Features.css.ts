import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const description = style({ margin: 0 });

export const link = style({ margin: `${theme.space.sm} 0 0` });

export const getStarted = style({
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
});

export const getStartedText = style({ marginTop: 0 });
