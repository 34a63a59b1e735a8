import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const footer = style({
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  padding: `${theme.space.xl} 0`,
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
