import { style, styleVariants } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';
import { categoryColors, defaultBadgeColors } from './partnerColors';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minWidth: '3.5rem',
  height: '2.5rem',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.md,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  letterSpacing: '0.05em',
});

/** A badge's colours, one class per category. */
export const categoryColor = styleVariants(categoryColors, (colors) => colors);

/** The colours of a badge whose category has none of its own. */
export const defaultColor = style(defaultBadgeColors);
