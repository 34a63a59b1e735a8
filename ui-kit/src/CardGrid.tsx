import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { media, theme } from './theme';

/**
 * Grid columns at least `minWidth` wide (never wider than the row), as many as fit.
 * `auto-fill` keeps empty tracks so a short last row stays aligned; `auto-fit` lets the
 * items share the whole row.
 */
export const flexibleColumns = (minWidth: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))`;

/**
 * A responsive grid: one column on phones, as many as fit above. The minimum column
 * width is given in px at the default text size but applied in rem, so columns widen
 * as visitors enlarge text (200 % text keeps phones and prices inside their cards).
 */
export const gridStyle = (minColumnPx = 240) =>
  css({
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: flexibleColumns(`${minColumnPx / 16}rem`),
    listStyle: 'none',
    padding: 0,
    margin: 0,
    [media.mobile]: { gap: theme.space.md },
  });

/** A grid of cards rendered as a list, so screen readers announce the count. */
export const CardGrid = ({
  children,
  minColumnPx,
}: {
  children: ReactNode;
  minColumnPx?: number;
}) => <ul css={gridStyle(minColumnPx)}>{children}</ul>;
