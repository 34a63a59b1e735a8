import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** Over the UI kit's card: the whole height of its grid cell. */
export const card = style({ height: '100%', boxSizing: 'border-box' });

export const featured = style({ borderTop: `4px solid ${theme.colors.primary}` });

export const featuredTitle = style({ fontSize: theme.fontSizes.xl });

export const meta = style({
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
});

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: `0 0 ${theme.space.sm}`,
});

globalStyle(`${tagList} li`, {
  background: theme.colors.surface,
  color: theme.colors.primaryDark,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  padding: `0 ${theme.space.sm}`,
  fontSize: theme.fontSizes.sm,
});

export const body = style({ marginTop: theme.space.md });

export const details = style({});

/**
 * The summary looks like the kit's secondary button; the browser's marker is dropped. It
 * takes the page's font, as buttons do, and the line height the browser's own stylesheet
 * gives a button, which makes it the same size as the buttons beside it.
 */
export const summary = style({
  lineHeight: 'normal',
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
  display: 'inline-flex',
  width: 'fit-content',
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

/** "Read More" while closed, "Show Less" while open. */
export const more = style({ selectors: { [`${details}[open] &`]: { display: 'none' } } });
export const less = style({
  display: 'none',
  selectors: { [`${details}[open] &`]: { display: 'inline' } },
});
