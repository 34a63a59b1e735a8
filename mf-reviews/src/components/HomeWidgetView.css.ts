import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

/** Its padding holds its cards' shadows and focus rings. */
export const section = style({
  margin: `${theme.space.xxl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  '@media': {
    [queries.mobile]: {
      padding: theme.space.md,
      margin: `${theme.space.xl} 0`,
    },
  },
});

export const caption = style({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.xl,
  fontWeight: 700,
  lineHeight: 1.3,
  color: theme.colors.primaryDark,
  display: 'grid',
  '@media': { [queries.mobile]: { fontSize: theme.fontSizes.lg } },
});
// Every phrase in the same cell: the longest one sets the caption's height.
globalStyle(`${caption} > span`, { gridArea: '1 / 1' });

/** A phrase not on show only reserves room. */
export const phrase = style({
  selectors: { '&[aria-hidden="true"]': { visibility: 'hidden' } },
});

/** A testimonial slide (with the UI kit's card style). */
export const slide = style({ margin: 0 });

export const slideCaption = style({ display: 'flex', alignItems: 'center', gap: theme.space.sm });

export const slideCaptionText = style({ minWidth: 0 });

export const slideName = style({ display: 'block' });

export const partners = style({ marginTop: theme.space.xl });

/** The partners' heading (with the UI kit's section heading style). */
export const partnersHeading = style({ fontSize: theme.fontSizes.lg });
