import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { media, theme } from '../platform/theme';

/**
 * A responsive grid: one column on phones, as many as fit above. The minimum column
 * width is given in px at the default text size but applied in rem, so columns widen
 * as visitors enlarge text (200 % text keeps phones and prices inside their cards).
 */
export const gridStyle = (minColumnPx = 240) =>
  css({
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnPx / 16}rem), 1fr))`,
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
