import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { cardStyle } from './Card';
import { flexibleColumns } from './CardGrid';
import { media, theme } from './theme';
import { VisuallyHidden } from './VisuallyHidden';

/** How the figures are marked up: a description list (label, then value), or a list. */
type StatMarkup = 'dl' | 'ul';

/**
 * A grid of figures. Columns are at least `minColumnPx` at the default text size
 * (applied in rem, so they widen with enlarged text) and share the row.
 */
export const StatGrid = ({
  children,
  minColumnPx,
  as: Tag = 'dl',
  className,
}: {
  children: ReactNode;
  minColumnPx: number;
  as?: StatMarkup;
  className?: string;
}) => (
  <Tag
    className={className}
    css={{
      display: 'grid',
      gap: theme.space.md,
      gridTemplateColumns: flexibleColumns(`${minColumnPx / 16}rem`, 'auto-fit'),
      listStyle: 'none',
      padding: 0,
      margin: 0,
    }}
  >
    {children}
  </Tag>
);

const tile = css({ display: 'flex', flexDirection: 'column', margin: 0 });

/** The looks of a tile: a card (home), a tinted panel (about), an outlined panel (partners). */
const tones = {
  card: css([
    cardStyle,
    { justifyContent: 'flex-start', gap: theme.space.xs, padding: theme.space.md },
  ]),
  panel: css({
    background: theme.colors.surface,
    borderRadius: theme.radii.md,
    padding: theme.space.lg,
    textAlign: 'center',
    dt: { fontWeight: 600 },
  }),
  outlined: css({
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    padding: theme.space.lg,
    textAlign: 'center',
    'dd, strong': {
      color: theme.colors.primaryDark,
      lineHeight: 'inherit',
      [media.mobile]: { fontSize: theme.fontSizes.xl },
    },
  }),
} as const;

const valueStyle = css({
  order: -1,
  margin: 0,
  fontSize: theme.fontSizes.xxl,
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.colors.primary,
});

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
  tone?: keyof typeof tones;
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
      <li css={[tile, tones[tone]]} className={className} data-testid={testId}>
        <strong css={valueStyle}>{shown}</strong> <span>{label}</span>
      </li>
    );
  }
  return (
    <div css={[tile, tones[tone]]} className={className} data-testid={testId}>
      <dt>{label}</dt>
      <dd css={valueStyle}>{shown}</dd>
    </div>
  );
};
