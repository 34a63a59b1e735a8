import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

// The variants of `metaText` and `quoteText` that change a property of theirs (a margin)
// are all written here, after them: every stylesheet chunk that holds this file holds it
// whole, in this order, so a variant wins whichever chunk the browser read last.

/** Small, muted text under a name or a figure (place, date, count). */
export const metaText = style({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  margin: 0,
});

/** `metaText` on a line of its own. */
export const metaLine = style([metaText, { display: 'block' }]);

const quoteText = style({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.5,
});
globalStyle(`${quoteText} p`, { margin: 0 });

/** A testimonial's quote on the home widget's slides. */
export const slideQuote = style([quoteText, { margin: `${theme.space.sm} 0 ${theme.space.md}` }]);

/** A featured story's quote on the testimonials page. */
export const featuredQuote = style([quoteText, { margin: `${theme.space.sm} 0` }]);

/** The home widget's note under its caption. */
export const captionNote = style([metaText, { marginBottom: theme.space.md }]);

export const quotedNote = style([
  metaText,
  { margin: `0 0 ${theme.space.sm}`, fontStyle: 'italic' },
]);

export const verifiedBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.successSurface,
  color: theme.colors.success,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: 44,
  height: 44,
  borderRadius: theme.radii.pill,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontWeight: 700,
});
