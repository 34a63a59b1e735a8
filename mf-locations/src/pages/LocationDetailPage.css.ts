import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.md,
  margin: `${theme.space.md} 0`,
});

export const ratingBadge = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  margin: 0,
  padding: `${theme.space.xs} ${theme.space.sm}`,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  fontWeight: 600,
});

export const breadcrumbList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  listStyle: 'none',
  margin: `0 0 ${theme.space.md}`,
  padding: 0,
});

// The separator between crumbs, hidden from assistive tech (empty alternative text).
globalStyle(`${breadcrumbList} li + li::before`, {
  content: '"›" / ""',
  marginRight: theme.space.xs,
});

export const twoColumns = style({
  display: 'grid',
  gap: theme.space.lg,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  alignItems: 'start',
  '@media': { [queries.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const pillList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const pill = style({
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

/** A card's first paragraph, flush with its title. */
export const cardText = style({ margin: 0 });

/** The link under a card's text. */
export const cardLink = style({ margin: `${theme.space.sm} 0 0` });

export const memberRole = style({ margin: 0, fontWeight: 600, color: theme.colors.primaryDark });

/** The last paragraph of a card: no margin below it inside the card's padding. */
export const lastInCard = style({ marginBottom: 0 });
