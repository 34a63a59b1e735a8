import { uiStyle } from './style';
import { movedFocusSelectors, queries, theme } from './theme';

/** The page's column (a class name): the site's width, centred, with side padding. */
export const pageWidth = uiStyle({
  maxWidth: theme.maxWidth,
  margin: '0 auto',
  padding: `0 ${theme.space.md}`,
});

export const heading = uiStyle({
  fontSize: theme.fontSizes.hero,
  lineHeight: 1.2,
  color: theme.colors.primaryDark,
  margin: `${theme.space.xl} 0 ${theme.space.md}`,
  selectors: { ...movedFocusSelectors },
  '@media': { [queries.mobile]: { fontSize: theme.fontSizes.xxl } },
});

export const lead = uiStyle({
  fontSize: theme.fontSizes.lg,
  color: theme.colors.textMuted,
  marginTop: 0,
});
