import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const bar = style({
  display: 'none',
  '@media': { [queries.mobile]: { display: 'block', minWidth: 0 } },
});

/** The actions side by side, each as wide as its label needs (Spanish ones are longer). */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  anchorName: '--quick-actions',
});

/**
 * Over the UI kit's secondary action: a tab bar's cell, its icon over its label, so the
 * three fit beside Menu on a 360 px phone in both languages while staying 44 px high.
 */
export const action = style({
  flex: '1 1 auto',
  flexDirection: 'column',
  gap: 0,
  padding: `2px ${theme.space.xs}`,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.15,
});

export const icon = style({ flex: 'none', fontSize: '1.125rem', lineHeight: 1 });

/** A native popover under the whole bar (CSS anchor positioning). */
export const phoneList = style({
  positionAnchor: '--quick-actions',
  positionArea: 'bottom center',
  justifySelf: 'stretch',
  width: 'auto',
  margin: '4px 0 0',
  listStyle: 'none',
  padding: theme.space.sm,
  display: 'grid',
  gap: theme.space.xs,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  boxShadow: '0 8px 24px rgba(15, 23, 42, 0.18)',
  selectors: { '&:not(:popover-open)': { display: 'none' } },
});

export const phoneLink = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: theme.space.sm,
  minHeight: theme.touchTarget,
  alignItems: 'center',
  padding: `0 ${theme.space.sm}`,
});
