import { globalStyle, style } from '@vanilla-extract/css';
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

/** The language notice above the header's bar (`LanguageNotice`). */
export const notice = style({
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  padding: `${theme.space.xs} 0`,
});

export const noticeRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
});

globalStyle(`${noticeRow} p`, { margin: 0 });
