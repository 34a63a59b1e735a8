import { css } from '@emotion/react';
import type { RefObject } from 'react';
import { Section, theme } from 'ui-kit';
import type { PriceResult, PriceSearch } from '../content/schemas';
import { useContent } from '../useContent';
import { formatUsd } from './format';
import { medicationLabel, medicationTypeLabel } from './search';

/**
 * Below this width of the results box the table is shown as one card per pharmacy:
 * each value under its column name. A container query, in rem, so it also applies
 * when a visitor enlarges the text on a wider screen.
 */
const stacked = '@container price-results (max-width: 36rem)';

const cell = css({
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left',
  borderBottom: `1px solid ${theme.colors.border}`,
  verticalAlign: 'top',
  [stacked]: {
    // Label and value on one line when both fit, else the value under its label.
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: theme.space.sm,
    padding: `${theme.space.xs} ${theme.space.md}`,
    border: 'none',
    textAlign: 'left',
    // The column name, shown beside the value; `/ ""` keeps it out of the accessibility
    // tree, where the cell is already announced with its column header.
    '&[data-label]::before': {
      content: 'attr(data-label) / ""',
      flex: '0 0 6rem',
      fontWeight: 600,
    },
  },
});

const numeric = css({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  [stacked]: { whiteSpace: 'normal' },
});

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  [stacked]: {
    '&, & caption, & tbody, & tr': { display: 'block' },
    '& thead': {
      // Visually hidden, still the column headers for assistive technology.
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
    '& tbody tr': {
      marginBottom: theme.space.md,
      padding: `${theme.space.sm} 0`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
    },
    '& tbody th': { display: 'block', fontSize: theme.fontSizes.lg },
  },
});

const bestRow = css({
  background: theme.colors.successSurface,
  color: theme.colors.success,
  [stacked]: { borderColor: `${theme.colors.success} !important`, borderWidth: '2px !important' },
});

const badge = css({
  display: 'inline-block',
  marginLeft: theme.space.sm,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.success,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
});

/**
 * The sample results of a search: heading (focusable, so focus can land here when the
 * search ends), an honest note, and the table. The first rows are marked as the best
 * prices by colour and by a text badge. On a narrow screen each row is a card.
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
  const { results, form } = useContent('prices').bestPricesPage;
  const columns = results.columns;
  return (
    <Section
      title={`${results.headingPrefix} ${medicationLabel(search)}`}
      focusable="heading"
      headingRef={headingRef}
    >
      <p css={{ margin: `0 0 ${theme.space.sm}` }}>
        {form.labels.type}: {medicationTypeLabel(search.type, form.typeOptions)} · {form.labels.zip}
        : {search.zip.trim()}
      </p>
      <p css={{ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted }}>{results.note}</p>
      <div css={{ containerType: 'inline-size', containerName: 'price-results' }}>
        <table css={table}>
          <caption css={{ textAlign: 'left', fontWeight: 600, paddingBottom: theme.space.sm }}>
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
                  <td css={cell} data-label={columns.medication}>
                    {row.medication}
                  </td>
                  <td css={cell} data-label={columns.quantity}>
                    {row.quantity}
                  </td>
                  <td css={[cell, numeric, { fontWeight: 700 }]} data-label={columns.price}>
                    {formatUsd(row.price)}
                  </td>
                  <td css={[cell, numeric]} data-label={columns.savings}>
                    {formatUsd(row.savings)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}
