import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

/** A step: a line down its left side, with a ring where it starts. */
export const entry = style({
  position: 'relative',
  paddingLeft: theme.space.xl,
  paddingBottom: theme.space.lg,
  borderLeft: `3px solid ${theme.colors.primary}`,
  marginLeft: theme.space.sm,
  selectors: {
    '&:last-of-type': { borderLeftColor: 'transparent', paddingBottom: 0 },
    '&::before': {
      content: '""',
      position: 'absolute',
      left: -11,
      top: 2,
      width: 16,
      height: 16,
      borderRadius: '50%',
      background: theme.colors.background,
      border: `3px solid ${theme.colors.primary}`,
    },
  },
});

/** A step's heading (with the UI kit's card title style). */
export const title = style({ marginBottom: theme.space.xs });

export const days = style({ color: theme.colors.primary });

export const description = style({ margin: 0 });
