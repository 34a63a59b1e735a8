import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

/**
 * The footer is below the first screen on every page, and at 300-900 px of links and
 * phones it was a fifth of the first frame's style, layout and paint: the browser skips
 * it until it nears the viewport (its links stay in the tab order, in-page search and the
 * accessibility tree). Its placeholder height is about its content's (phones: one column,
 * ~1000 px; wider: ~700 px), so the page's length barely changes when it is laid out;
 * nothing follows it, so nothing shifts. Its own padding keeps the links' focus rings
 * inside the paint containment this brings.
 */
export const footer = style({
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  padding: `${theme.space.xl} 0`,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 700px',
  '@media': { [queries.mobile]: { containIntrinsicSize: 'auto 1000px' } },
});

globalStyle(`${footer} a, ${footer} a:visited`, { color: theme.colors.onPrimary });

// The focus ring on the dark footer, where the usual one is too dark to see.
globalStyle(`${footer} :focus-visible`, { outlineColor: theme.colors.focusOnDark });

/**
 * The link groups and the phones: columns at least 180 px wide at the default text size
 * (in rem, so they widen with enlarged text), as many as fit; one on phones.
 */
export const groups = style({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${180 / 16}rem), 1fr))`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [queries.mobile]: { gap: theme.space.md } },
});

export const groupHeading = style({
  fontSize: theme.fontSizes.md,
  margin: `0 0 ${theme.space.sm}`,
});

export const linkList = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space.xs,
});

export const languageHelp = style({ margin: 0 });

export const copyright = style({ marginTop: theme.space.xl, marginBottom: 0 });
