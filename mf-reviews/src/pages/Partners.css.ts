import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const tag = style({
  display: 'inline-block',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.primary}`,
  color: theme.colors.primaryDark,
  fontSize: theme.fontSizes.sm,
  fontWeight: 600,
});

export const badgeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
});

export const flush = style({ margin: 0 });

export const servicesLabel = style({ margin: 0, fontWeight: 600 });

export const cardList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.md,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});

export const cardItem = style({ display: 'flex', alignItems: 'center', gap: theme.space.sm });

export const cardName = style({ fontWeight: 600 });
