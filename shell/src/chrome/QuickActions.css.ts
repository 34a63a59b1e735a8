import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const bar = style({
  display: 'none',
  '@media': { [queries.mobile]: { display: 'block', width: '100%' } },
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 6rem), 1fr))',
  gap: theme.space.sm,
});

/** Over the UI kit's secondary action: the row's cells, smaller padding, the page's font. */
export const action = style({
  width: '100%',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  font: 'inherit',
  fontWeight: 600,
});

export const phoneList = style({
  gridRow: 2,
  gridColumn: '1 / -1',
  listStyle: 'none',
  margin: 0,
  padding: theme.space.sm,
  display: 'grid',
  gap: theme.space.xs,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const pinIcon = style({ flex: 'none' });

export const phoneLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space.sm,
  minHeight: theme.touchTarget,
  alignItems: 'center',
  padding: `0 ${theme.space.sm}`,
});
