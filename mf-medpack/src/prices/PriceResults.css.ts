import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/**
 * Below this width of the results box the table is shown as one card per pharmacy:
 * each value under its column name. A container query, in rem, so it also applies
 * when a visitor enlarges the text on a wider screen.
 */
const stacked = 'price-results (max-width: 36rem)';

export const details = style({ margin: `0 0 ${theme.space.sm}` });

export const note = style({ margin: `0 0 ${theme.space.md}`, color: theme.colors.textMuted });

/** The results box, the container the stacked layout queries. */
export const container = style({ containerType: 'inline-size', containerName: 'price-results' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  '@container': { [stacked]: { display: 'block' } },
});
globalStyle(`${table} caption, ${table} tbody, ${table} tr`, {
  '@container': { [stacked]: { display: 'block' } },
});
globalStyle(`${table} thead`, {
  '@container': {
    [stacked]: {
      // Visually hidden, still the column headers for assistive technology.
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
globalStyle(`${table} tbody tr`, {
  '@container': {
    [stacked]: {
      marginBottom: theme.space.md,
      padding: `${theme.space.sm} 0`,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
    },
  },
});
globalStyle(`${table} tbody th`, {
  '@container': { [stacked]: { display: 'block', fontSize: theme.fontSizes.lg } },
});

export const caption = style({
  textAlign: 'left',
  fontWeight: 600,
  paddingBottom: theme.space.sm,
});

export const cell = style({
  padding: `${theme.space.sm} ${theme.space.md}`,
  textAlign: 'left',
  borderBottom: `1px solid ${theme.colors.border}`,
  verticalAlign: 'top',
  '@container': {
    [stacked]: {
      // Label and value on one line when both fit, else the value under its label.
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: theme.space.sm,
      padding: `${theme.space.xs} ${theme.space.md}`,
      border: 'none',
      textAlign: 'left',
      selectors: {
        // The column name, shown beside the value; `/ ""` keeps it out of the accessibility
        // tree, where the cell is already announced with its column header.
        '&[data-label]::before': {
          content: 'attr(data-label) / ""',
          flex: '0 0 6rem',
          fontWeight: 600,
        },
      },
    },
  },
});

export const numeric = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  '@container': { [stacked]: { whiteSpace: 'normal' } },
});

export const rowHeader = style({ fontWeight: 600 });

export const price = style({ fontWeight: 700 });

export const bestRow = style({
  background: theme.colors.successSurface,
  color: theme.colors.success,
  '@container': {
    [stacked]: {
      borderColor: `${theme.colors.success} !important`,
      borderWidth: '2px !important',
    },
  },
});

export const badge = style({
  display: 'inline-block',
  marginLeft: theme.space.sm,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.success,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
});
