import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** The sentence, then its pause button: the sentence wraps inside its line, the button stays beside it. */
export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
});

export const sentence = style({ minWidth: 0 });

export const word = style({ color: theme.colors.accent });

export const pause = style({
  flex: 'none',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  borderRadius: theme.radii.sm,
  minWidth: theme.touchTarget,
  minHeight: theme.touchTarget,
  cursor: 'pointer',
});
