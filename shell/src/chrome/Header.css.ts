import { style, styleVariants } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const header = style({
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  position: 'relative',
  zIndex: 10,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space.md,
  paddingTop: theme.space.sm,
  paddingBottom: theme.space.sm,
});

export const brandColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.xs,
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontSize: theme.fontSizes.lg,
  fontWeight: 700,
  color: theme.colors.primaryDark,
  textDecoration: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.sm}`,
  color: theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: theme.colors.primary, textDecoration: 'underline' } },
});

/** The pharmacies menu's button: looks like the links beside it. */
export const navButton = style([
  navLink,
  { background: 'none', border: 'none', cursor: 'pointer', font: 'inherit' },
]);

/** The home link: a column of its own, so the link spans the brand column as before. */
export const brandHome = style({ display: 'flex', flexDirection: 'column' });

/** A row of links (and, in the navigation, the pharmacies menu after the list); a column on phones. */
const linkRow = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  '@media': { [queries.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** On phones the navigation shows only while the Menu button has it open. */
export const nav = styleVariants({
  open: [linkRow, { '@media': { [queries.mobile]: { width: '100%' } } }],
  closed: [linkRow, { '@media': { [queries.mobile]: { display: 'none', width: '100%' } } }],
});

export const navList = style([linkRow, { listStyle: 'none', margin: 0, padding: 0 }]);

export const menuButton = style({
  display: 'none',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.md}`,
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontWeight: 600,
  font: 'inherit',
  cursor: 'pointer',
  '@media': { [queries.mobile]: { display: 'inline-flex' } },
});
