import { style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';
import { metaText } from '../components/ReviewParts.css';

export const hero = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.lg,
  padding: theme.space.lg,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

export const bigNumber = style({
  fontSize: '3rem',
  fontWeight: 700,
  lineHeight: 1,
  color: theme.colors.primaryDark,
  '@media': { [queries.mobile]: { fontSize: '2.5rem' } },
});

export const starsLarge = style({ fontSize: theme.fontSizes.xl });

export const flush = style({ margin: 0 });

export const overallLabel = style({ margin: 0, fontWeight: 600 });

export const starsLine = style([starsLarge, { margin: 0 }]);

/** A featured story (with the UI kit's card style). */
export const slide = style({
  margin: 0,
  padding: theme.space.xl,
  '@media': { [queries.mobile]: { padding: theme.space.md } },
});

export const reviewFooter = style([
  metaText,
  { display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, alignItems: 'center' },
]);

export const filterRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  gap: theme.space.md,
  marginBottom: theme.space.md,
});

export const filterField = style({
  display: 'grid',
  gap: theme.space.xs,
  flex: '0 1 18rem',
  minWidth: 0,
});

export const summaryLine = style({
  margin: `${theme.space.xs} 0`,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
});

export const summaryNumber = style({ fontSize: theme.fontSizes.xl });
