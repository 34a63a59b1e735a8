import type { ReactNode } from 'react';
import { type GridColumnPx, grid, gridColumns } from './CardGrid.css';
import { classes } from './classes';

export type { GridColumnPx };

const isGridColumnPx = (px: number): px is GridColumnPx => Object.hasOwn(gridColumns, px);

/**
 * A responsive grid (class names): one column on phones, as many as fit above, each at
 * least `minColumnPx` wide at the default text size, applied in rem, so columns widen
 * as visitors enlarge text (200 % text keeps phones and prices inside their cards).
 */
export const gridStyle = (minColumnPx: GridColumnPx = 240) => `${grid} ${gridColumns[minColumnPx]}`;

/**
 * A grid of cards rendered as a list, so screen readers announce the count.
 * `minColumnPx` is one of `gridColumnWidthsPx` (a class each); another width is a
 * mistake, said at once where it renders.
 */
export const CardGrid = ({
  children,
  minColumnPx = 240,
  className,
}: {
  children: ReactNode;
  minColumnPx?: number;
  /** Added after the grid's own classes: its styles win. */
  className?: string;
}) => {
  if (!isGridColumnPx(minColumnPx)) {
    throw new Error(`CardGrid: no class for ${minColumnPx} px columns (gridColumnWidthsPx)`);
  }
  return <ul className={classes(gridStyle(minColumnPx), className)}>{children}</ul>;
};
