import { BulletList, Card, CardGrid, theme } from 'ui-kit';
import type { InfoItem } from '../content/schemas';

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
  minColumnPx?: number;
}) {
  return (
    <CardGrid minColumnPx={minColumnPx}>
      {items.map((item) => (
        <Card as="li" key={item.title} title={item.title}>
          <p css={{ margin: 0 }}>{item.description}</p>
          {item.items && (
            <>
              {listLabel && (
                <p css={{ margin: `${theme.space.sm} 0 0`, fontWeight: 600 }}>{listLabel}:</p>
              )}
              <BulletList items={item.items} />
            </>
          )}
        </Card>
      ))}
    </CardGrid>
  );
}
