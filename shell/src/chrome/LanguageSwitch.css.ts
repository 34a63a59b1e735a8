import { style } from '@vanilla-extract/css';
import { focusVisibleSelectors, theme } from 'ui-kit/theme';

/** The switch's box in the header bar: the link inside keeps the size it had as the bar's item. */
export const switchBox = style({ display: 'flex' });

export const switchLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  minWidth: theme.touchTarget,
  padding: `0 ${theme.space.sm}`,
  color: theme.colors.primaryDark,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: { '&:hover': { color: theme.colors.primary }, ...focusVisibleSelectors },
});
