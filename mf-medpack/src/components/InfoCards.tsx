import type { ComponentProps } from 'react';
import { BulletList, Card, CardGrid } from 'ui-kit';
import type { InfoItem } from '../content/schemas';
import * as styles from './InfoCards.css';

/**
 * Cards of a title and a text (highlights, benefits, categories), with an optional
 * labelled list under the text (e.g. example drugs).
 */
export function InfoCards({
  items,
  listLabel,
  minColumnPx,
}: {
  items: readonly InfoItem[];
  /** Shown above each card's list. */
  listLabel?: string;
  /** One of the grid widths the UI kit has a class for. */
  minColumnPx?: ComponentProps<typeof CardGrid>['minColumnPx'];
}) {
  return (
    <CardGrid minColumnPx={minColumnPx}>
      {items.map((item) => (
        <Card as="li" key={item.title} title={item.title}>
          <p className={styles.description}>{item.description}</p>
          {item.items && (
            <>
              {listLabel && <p className={styles.listLabel}>{listLabel}:</p>}
              <BulletList items={item.items} />
            </>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}
