import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: theme.space.sm,
  margin: `0 0 ${theme.space.sm}`,
});

export const amount = style({ fontSize: theme.fontSizes.xxl, color: theme.colors.primaryDark });

export const duration = style({ color: theme.colors.textMuted });

export const chip = style({
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: `${theme.space.sm} ${theme.space.md}`,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

/** A card's first paragraph, flush with its title. */
export const cardText = style({ marginTop: 0 });
