import { styleVariants } from '@vanilla-extract/css';
import { uiKitLayer } from './layers.css';
import { uiStyle } from './style';
import { flexibleColumns, queries, theme } from './theme';

/** A responsive grid as a list: no bullets, one column on phones, as many as fit above. */
export const grid = uiStyle({
  display: 'grid',
  gap: theme.space.lg,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': { [queries.mobile]: { gap: theme.space.md } },
});

/**
 * The minimum column widths the site's grids use, in px at the default text size
 * (applied in rem, so columns widen as visitors enlarge text). A class per width: the
 * server HTML carries no style attribute. A grid of another width adds it here.
 */
const gridColumnWidthsPx = [180, 192, 200, 220, 240, 256, 280, 300, 320] as const;
export type GridColumnPx = (typeof gridColumnWidthsPx)[number];

const byWidth = <W extends number>(widths: readonly W[]) =>
  Object.fromEntries(widths.map((px) => [px, px])) as Record<W, W>;

const columnsOf = (px: number, repeat: 'auto-fill' | 'auto-fit') => ({
  '@layer': { [uiKitLayer]: { gridTemplateColumns: flexibleColumns(`${px / 16}rem`, repeat) } },
});

/** `grid-template-columns` for each width, `auto-fill` (a short last row stays aligned). */
export const gridColumns = styleVariants(byWidth(gridColumnWidthsPx), (px) =>
  columnsOf(px, 'auto-fill'),
);

/** The minimum column widths of the figures' grids (`StatGrid`), in px as above. */
const statColumnWidthsPx = [150, 160, 176] as const;
export type StatColumnPx = (typeof statColumnWidthsPx)[number];

/** `grid-template-columns` of a figures' grid: `auto-fit`, the tiles share the row. */
export const statColumns = styleVariants(byWidth(statColumnWidthsPx), (px) =>
  columnsOf(px, 'auto-fit'),
);
