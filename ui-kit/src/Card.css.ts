import { uiStyle } from './style';
import { queries, theme } from './theme';

/** A card's frame (a class name): bordered, padded, on the page's background. */
export const cardStyle = uiStyle({
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  boxShadow: theme.shadow,
  minWidth: 0,
  // Narrower padding on phones leaves room for whole words at 200 % text.
  '@media': { [queries.mobile]: { padding: theme.space.md } },
  // Not `anywhere`: that lets a squeezed card wrap an address a letter per line.
  overflowWrap: 'break-word',
});

/** The highlighted card: a frame in the primary colour. */
export const highlightedCard = uiStyle({
  borderColor: theme.colors.primary,
  boxShadow: `0 0 0 3px ${theme.colors.primary}`,
});

/** A card's heading (a class name). */
export const cardTitle = uiStyle({
  fontSize: theme.fontSizes.lg,
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.text,
});
