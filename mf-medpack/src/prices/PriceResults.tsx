import type { RefObject } from 'react';
import { Section } from 'ui-kit';
import type { PriceResult, PriceSearch } from '../content/schemas';
import { useContent } from '../texts';
import { formatUsd } from './format';
import * as styles from './PriceResults.css';
import { medicationLabel, medicationTypeLabel } from './search';

const numericCell = `${styles.cell} ${styles.numeric}`;
const priceCell = `${numericCell} ${styles.price}`;
const rowHeaderCell = `${styles.cell} ${styles.rowHeader}`;

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
      <p className={styles.details}>
        {form.labels.type}: {medicationTypeLabel(search.type, form.typeOptions)} · {form.labels.zip}
        : {search.zip.trim()}
      </p>
      <p className={styles.note}>{results.note}</p>
      <div className={styles.container}>
        <table className={styles.table}>
          <caption className={styles.caption}>{results.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                {columns.pharmacy}
              </th>
              <th scope="col" className={styles.cell}>
                {columns.medication}
              </th>
              <th scope="col" className={styles.cell}>
                {columns.quantity}
              </th>
              <th scope="col" className={numericCell}>
                {columns.price}
              </th>
              <th scope="col" className={numericCell}>
                {columns.savings}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const best = index < results.highlightCount;
              return (
                <tr key={row.pharmacy} className={best ? styles.bestRow : undefined}>
                  <th scope="row" className={rowHeaderCell}>
                    {row.pharmacy}
                    {best && <span className={styles.badge}>{results.bestBadge}</span>}
                  </th>
                  <td className={styles.cell} data-label={columns.medication}>
                    {row.medication}
                  </td>
                  <td className={styles.cell} data-label={columns.quantity}>
                    {row.quantity}
                  </td>
                  <td className={priceCell} data-label={columns.price}>
                    {formatUsd(row.price)}
                  </td>
                  <td className={numericCell} data-label={columns.savings}>
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
