import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const header = style({
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  position: 'relative',
  zIndex: 10,
});

/**
 * One grid, two layouts, the same source order. A wide screen: the brand and, on its
 * right, the rotating word and the language switch; under them the navigation, one row.
 * A phone: the brand; the rotating word beside the language switch; Menu and the quick
 * actions as one bar. Each row is one 44 px target high, so the page's heading starts
 * within the first quarter of the screen.
 */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  '@media': {
    [queries.desktop]: {
      gridTemplateAreas: '"brand utility" "nav nav"',
      columnGap: theme.space.md,
      rowGap: theme.space.xs,
      paddingTop: theme.space.sm,
      paddingBottom: theme.space.sm,
    },
    [queries.mobile]: {
      gridTemplateAreas: '"brand brand" "utility utility" "menu quick"',
      columnGap: theme.space.xs,
      rowGap: '2px',
      paddingTop: '2px',
      paddingBottom: '6px',
    },
  },
});

/** The home link: a cell of its own, so the link spans it as before. */
export const brandHome = style({ gridArea: 'brand', display: 'flex', minWidth: 0 });

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  minHeight: theme.touchTarget,
  fontSize: theme.fontSizes.lg,
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.colors.primaryDark,
  textDecoration: 'none',
  // One line on a 360 px phone, in the system font of any phone.
  '@media': { [queries.mobile]: { fontSize: '1.0625rem', gap: theme.space.xs } },
});

export const logo = style({
  flex: 'none',
  '@media': { [queries.mobile]: { width: 28, height: 28 } },
});

/** The rotating word and its pause, then the language switch: one row, wrapping only when it must. */
export const utility = style({
  gridArea: 'utility',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.space.sm,
  minWidth: 0,
  '@media': {
    [queries.desktop]: { justifyContent: 'flex-end' },
    [queries.mobile]: { justifyContent: 'space-between' },
  },
});

/**
 * On a phone the sentence takes what the switch leaves, wrapping inside its row: two
 * lines fit in the row's 44 px, so the longest word ("para pacientes ambulatorios")
 * moves nothing under it.
 */
export const rotating = style({
  '@media': {
    [queries.mobile]: { flex: '1 1 0', fontSize: theme.fontSizes.sm, lineHeight: 1.25 },
  },
});

/**
 * A link of the navigation. On a wide screen the row holds the Spanish labels too (the
 * longest) from 1024 px: a little less padding, and a slightly smaller size below 1100 px.
 */
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.sm}`,
  color: theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { color: theme.colors.primary, textDecoration: 'underline' } },
  '@media': {
    [queries.desktop]: { paddingInline: '0.375rem' },
    [`${queries.desktop} and (max-width: 1099px)`]: { fontSize: '0.9375rem' },
  },
});

/** The pharmacies menu's button: looks like the links beside it. */
export const navButton = style([
  navLink,
  { background: 'none', border: 'none', cursor: 'pointer', font: 'inherit', fontWeight: 600 },
]);

/**
 * The navigation. On a wide screen, a row in the header (the popover attribute only
 * matters on a phone). On a phone, a native popover: a panel under the Menu button, over
 * the page, as tall as the screen allows (it scrolls inside when the text is large).
 */
export const nav = style({
  margin: 0,
  padding: 0,
  border: 0,
  color: 'inherit',
  background: 'transparent',
  '@media': {
    [queries.desktop]: {
      gridArea: 'nav',
      position: 'static',
      inset: 'auto',
      width: 'auto',
      height: 'auto',
      overflow: 'visible',
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
    },
    [queries.mobile]: {
      // The area under the Menu button, across the screen, down to its bottom edge.
      positionAnchor: '--site-menu',
      positionArea: 'bottom span-all',
      justifySelf: 'stretch',
      alignSelf: 'start',
      width: 'auto',
      height: 'fit-content',
      margin: `4px ${theme.space.sm} ${theme.space.sm}`,
      padding: theme.space.sm,
      background: theme.colors.background,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      boxShadow: '0 8px 24px rgba(15, 23, 42, 0.25)',
      selectors: { '&:popover-open': { display: 'flex', flexDirection: 'column' } },
    },
  },
});

/** A row of links (and, in the navigation, the pharmacies menu after the list); a column on phones. */
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [queries.mobile]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/** Menu: the bar's first cell, looking like the quick actions beside it. */
export const menuButton = style({
  gridArea: 'menu',
  // With large text the quick actions wrap onto more rows: Menu stays at the top.
  alignSelf: 'start',
  anchorName: '--site-menu',
  flexDirection: 'column',
  gap: 0,
  padding: `2px ${theme.space.sm}`,
  font: 'inherit',
  fontSize: '0.8125rem',
  fontWeight: 600,
  lineHeight: 1.15,
  '@media': { [queries.desktop]: { display: 'none' } },
});

export const menuIcon = style({
  fontSize: '1.125rem',
  lineHeight: 1,
  '::before': { content: '"☰"' },
});

globalStyle(`${header}:has(#site-navigation:popover-open) ${menuIcon}::before`, {
  content: '"✕"',
});

export const quickActions = style({ gridArea: 'quick' });
