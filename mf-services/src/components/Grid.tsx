import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { gridStyle } from 'shared-content/ui';

/**
 * The shared card grid with its column width in rem rather than px, so columns widen
 * as text grows (200 % text keeps phone numbers and prices inside their cards).
 */
export const remGrid = (minColumnRem: number) =>
  css(gridStyle(), {
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnRem}rem), 1fr))`,
  });

/** A grid of cards as a list (put `<Card as="li">` in it). */
export const Grid = ({
  children,
  minColumnRem = 15,
}: {
  children: ReactNode;
  minColumnRem?: number;
}) => <ul css={remGrid(minColumnRem)}>{children}</ul>;
