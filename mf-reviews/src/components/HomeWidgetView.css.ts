import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

/**
 * At the end of the home page, far below the first view: the browser lays it out and
 * paints it only as it comes near (`content-visibility`), keeping room for about its height
 * meanwhile (its last one once it has been shown). Its padding holds its cards' shadows
 * and focus rings, which the paint containment would otherwise clip.
 */
export const section = style({
  margin: `${theme.space.xxl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  contentVisibility: 'auto',
  // Its content's height (without the padding), about that of its first render, in each
  // language: a placeholder shorter than its content lets the content's boxes, while it
  // is skipped, reach over the footer's links (axe then finds targets too close).
  containIntrinsicSize: 'auto 780px',
  selectors: { ':lang(es) &': { containIntrinsicSize: 'auto 810px' } },
  '@media': {
    [queries.mobile]: {
      padding: theme.space.md,
      margin: `${theme.space.xl} 0`,
      containIntrinsicSize: 'auto 1067px',
      selectors: { ':lang(es) &': { containIntrinsicSize: 'auto 1290px' } },
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
