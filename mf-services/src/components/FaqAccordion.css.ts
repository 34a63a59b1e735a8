import { style } from '@vanilla-extract/css';
import { focusVisibleSelectors, queries, theme } from 'ui-kit/theme';

export const item = style({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  marginBottom: theme.space.sm,
  background: theme.colors.background,
});

export const questionHeading = style({
  margin: 0,
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
});

export const questionSummary = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `${theme.space.md} ${theme.space.lg}`,
  border: 'none',
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  // The chevron below replaces the browser's own marker.
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: theme.colors.surface },
    ...focusVisibleSelectors,
  },
  '@media': { [queries.mobile]: { padding: theme.space.md } },
});

export const chevron = style({
  flexShrink: 0,
  width: '0.6em',
  height: '0.6em',
  borderRight: `2px solid ${theme.colors.primary}`,
  borderBottom: `2px solid ${theme.colors.primary}`,
  transform: 'rotate(45deg)',
  selectors: { 'details[open] > summary > &': { transform: 'rotate(-135deg)' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' } },
});

export const answer = style({
  padding: `0 ${theme.space.lg} ${theme.space.sm}`,
  '@media': { [queries.mobile]: { padding: `0 ${theme.space.md} ${theme.space.sm}` } },
});
