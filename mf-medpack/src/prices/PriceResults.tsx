import { css } from '@emotion/react';
import { type RefObject, useId } from 'react';
import { theme } from 'shared-content';
import {
  bestPricesPage,
  medicationLabel,
  medicationTypeLabel,
} from 'shared-content/content/prices';
import type { PriceResult, PriceSearch } from 'shared-content/schemas/prices';
import { sectionHeading } from 'shared-content/ui';
import { formatUsd } from './format';

const { results, form } = bestPricesPage;

const cell = css({
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left',
  borderBottom: `1px solid ${theme.colors.border}`,
  verticalAlign: 'top',
});

const numeric = css({ textAlign: 'right', whiteSpace: 'nowrap' });

const bestRow = css({ background: theme.colors.successSurface, color: theme.colors.success });

const badge = css({
  display: 'inline-block',
  marginLeft: theme.space.sm,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.success,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

/**
 * The sample results of a search: heading (focusable, so focus can land here when the
 * search ends), an honest note, and the table. The first rows are marked as the best
 * prices by colour and by a text badge.
 */
export function PriceResults({
  search,
  rows,
  headingRef,
}: {
  search: PriceSearch;
  rows: readonly PriceResult[];
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const columns = results.columns;
  return (
    <section aria-labelledby={`${id}-heading`} css={{ margin: `${theme.space.xl} 0` }}>
      <h2
        id={`${id}-heading`}
        ref={headingRef}
        tabIndex={-1}
        css={[sectionHeading, { '&:focus': { outline: 'none' } }]}
      >
        {results.headingPrefix} {medicationLabel(search)}
      </h2>
      <p css={{ margin: `0 0 ${theme.space.sm}` }}>
        {form.labels.type}: {medicationTypeLabel(search.type)} · {form.labels.zip}:{' '}
        {search.zip.trim()}
      </p>
      <p css={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted }}>{results.note}</p>
      {/* Scrolls sideways by itself on narrow screens, never the page. */}
      <section
        aria-labelledby={`${id}-caption`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        tabIndex={0}
        css={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <table css={{ width: '100%', borderCollapse: 'collapse', minWidth: 560 }}>
          <caption
            id={`${id}-caption`}
            css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space.sm }}
          >
            {results.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col" css={cell}>
                {columns.pharmacy}
              </th>
              <th scope="col" css={cell}>
                {columns.medication}
              </th>
              <th scope="col" css={cell}>
                {columns.quantity}
              </th>
              <th scope="col" css={[cell, numeric]}>
                {columns.price}
              </th>
              <th scope="col" css={[cell, numeric]}>
                {columns.savings}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const best = index < results.highlightCount;
              return (
                <tr key={row.pharmacy} css={best && bestRow}>
                  <th scope="row" css={[cell, { fontWeight: 600 }]}>
                    {row.pharmacy}
                    {best && <span css={badge}>{results.bestBadge}</span>}
                  </th>
                  <td css={cell}>{row.medication}</td>
                  <td css={cell}>{row.quantity}</td>
                  <td css={[cell, numeric, { fontWeight: 700 }]}>{formatUsd(row.price)}</td>
                  <td css={[cell, numeric]}>{formatUsd(row.savings)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
    </section>
  );
}
