import type { ReactNode } from 'react';
import type { StatColumnPx } from './CardGrid.css';
import { classes } from './classes';
import * as styles from './StatTile.css';
import { VisuallyHidden } from './VisuallyHidden';

export type { StatColumnPx };

/** How the figures are marked up: a description list (label, then value), or a list. */
type StatMarkup = 'dl' | 'ul';

/**
 * A grid of figures. Columns are at least `minColumnPx` at the default text size
 * (applied in rem, so they widen with enlarged text) and share the row. `className` is
 * added after the grid's own classes: its styles win.
 */
export const StatGrid = ({
  children,
  minColumnPx,
  as: Tag = 'dl',
  className,
}: {
  children: ReactNode;
  minColumnPx: StatColumnPx;
  as?: StatMarkup;
  className?: string;
}) => (
  <Tag className={classes(styles.statGrid, styles.statColumns[minColumnPx], className)}>
    {children}
  </Tag>
);

/**
 * A figure and what it counts ("5/5", "Facebook rating"), the value shown on top. In a
 * `dl` grid the label comes first for screen readers ("Facebook rating: 5 out of 5");
 * in a `ul` grid the item reads "15+ Healthcare Partners". `spokenValue` replaces a
 * value whose symbols would read badly. `as` must match the grid's.
 */
export const StatTile = ({
  value,
  label,
  spokenValue,
  tone = 'panel',
  as = 'dl',
  className,
  'data-testid': testId,
}: {
  value: string;
  label: string;
  spokenValue?: string;
  tone?: keyof typeof styles.tones;
  as?: StatMarkup;
  className?: string;
  'data-testid'?: string;
}) => {
  const shown = spokenValue ? (
    <>
      <span aria-hidden="true">{value}</span>
      <VisuallyHidden>{spokenValue}</VisuallyHidden>
    </>
  ) : (
    value
  );
  if (as === 'ul') {
    return (
      <li className={classes(styles.tile, styles.tones[tone], className)} data-testid={testId}>
        <strong className={styles.value}>{shown}</strong> <span>{label}</span>
      </li>
    );
  }
  return (
    <div className={classes(styles.tile, styles.tones[tone], className)} data-testid={testId}>
      <dt>{label}</dt>
      <dd className={styles.value}>{shown}</dd>
    </div>
  );
};
