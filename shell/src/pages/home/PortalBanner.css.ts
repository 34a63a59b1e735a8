import { style } from '@vanilla-extract/css';
import { focusRing, queries, theme } from 'ui-kit/theme';

export const banner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  margin: `${theme.space.xl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  '@media': { [queries.mobile]: { padding: theme.space.lg } },
});

export const text = style({ minWidth: 0, flex: '1 1 20rem' });

export const heading = style({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.onPrimary,
});

export const flush = style({ margin: 0 });

/** Over the UI kit's primary action: light on the dark banner. */
export const button = style({
  background: theme.colors.background,
  borderColor: theme.colors.background,
  color: theme.colors.primaryDark,
  selectors: {
    '&:hover': { background: theme.colors.surface },
    // The ring in white: the banner is dark.
    '&:focus-visible': { ...focusRing, outlineColor: theme.colors.onPrimary },
  },
});
