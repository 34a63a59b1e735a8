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
  // Below the first view: laid out and painted only as it comes near, its room kept
  // meanwhile: its content's height in each language, without the padding (which holds
  // the button's focus ring, which the containment clips).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 68px',
  selectors: { ':lang(es) &': { containIntrinsicSize: 'auto 94px' } },
  '@media': {
    [queries.mobile]: {
      padding: theme.space.lg,
      containIntrinsicSize: 'auto 194px',
      selectors: { ':lang(es) &': { containIntrinsicSize: 'auto 280px' } },
    },
  },
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
