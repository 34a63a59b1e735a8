import { cardTitle, classes } from 'ui-kit';
import type { TimelineEntry } from '../content/schemas';
import * as styles from './Timeline.css';

/** An ordered, day-by-day timeline ("Days 1-2: Call and setup"). */
export const Timeline = ({
  entries,
  dayRange,
}: {
  entries: readonly TimelineEntry[];
  /** "Days {from}-{to}", filled in for each entry. */
  dayRange: string;
}) => (
  <ol className={styles.list}>
    {entries.map((entry) => (
      <li key={entry.title} className={styles.entry}>
        <h3 className={classes(cardTitle, styles.title)}>
          <span className={styles.days}>
            {dayRange.replace('{from}', String(entry.from)).replace('{to}', String(entry.to))}:
          </span>{' '}
          {entry.title}
        </h3>
        <p className={styles.description}>{entry.description}</p>
      </li>
    ))}
  </ol>
);
