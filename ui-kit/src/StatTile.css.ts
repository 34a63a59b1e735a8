import { cardStyle } from './Card.css';
import { statColumns } from './CardGrid.css';
import { uiGlobalStyle, uiStyle } from './style';
import { queries, theme } from './theme';

export { statColumns };

export const statGrid = uiStyle({
  display: 'grid',
  gap: theme.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const tile = uiStyle({ display: 'flex', flexDirection: 'column', margin: 0 });

const panel = uiStyle({
  background: theme.colors.surface,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  textAlign: 'center',
});
uiGlobalStyle(`${panel} dt`, { fontWeight: 600 });

const outlined = uiStyle({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  textAlign: 'center',
});
uiGlobalStyle(`${outlined} dd, ${outlined} strong`, {
  color: theme.colors.primaryDark,
  lineHeight: 'inherit',
  '@media': { [queries.mobile]: { fontSize: theme.fontSizes.xl } },
});

/** The looks of a tile: a card (home), a tinted panel (about), an outlined panel (partners). */
export const tones = {
  card: uiStyle([
    cardStyle,
    { justifyContent: 'flex-start', gap: theme.space.xs, padding: theme.space.md },
  ]),
  panel,
  outlined,
};

export const value = uiStyle({
  order: -1,
  margin: 0,
  fontSize: theme.fontSizes.xxl,
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.colors.primary,
});
