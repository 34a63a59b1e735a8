import { createVar, keyframes, styleVariants } from '@vanilla-extract/css';
import { uiKitLayer } from './layers.css';
import { uiStyle } from './style';
import { queries, theme } from './theme';

/**
 * Set from script on the track, never in the server HTML (where nothing moves): how far
 * one loop moves it (a share of its width, `calc(-100% * 0.5)`), and how long a loop
 * takes on wide and on narrow screens.
 */
export const shift = createVar();
export const duration = createVar();
export const mobileDuration = createVar();

// The track moves left by exactly one loop: the share of its width that the loop takes.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: `translateX(${shift})` },
});

// Overflow hidden: the track is far wider than the page, which never scrolls sideways.
export const viewport = uiStyle({
  overflow: 'hidden',
  maxWidth: '100%',
  minWidth: 0,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  padding: `${theme.space.sm} 0`,
});

export const pauseRow = uiStyle({ marginBottom: theme.space.sm });

/** The pause control before script: kept in place, neither seen nor announced (it would do nothing). */
export const waitingForScript = uiStyle({ visibility: 'hidden' });

export const track = uiStyle({
  display: 'flex',
  alignItems: 'center',
  width: 'max-content',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  animation: `${scroll} ${duration} linear infinite`,
  selectors: {
    // The strip holds still while the visitor points at it or moves focus into it, and
    // when the pause button says so.
    [`${viewport}:hover > &, ${viewport}:focus-within > &, &[data-paused="true"]`]: {
      animationPlayState: 'paused',
    },
  },
  '@media': {
    [queries.mobile]: { animationDuration: mobileDuration },
    [queries.reducedMotion]: { animation: 'none' },
  },
});

/** Under reduced motion nothing moves: every item is shown, wrapped onto rows. */
export const stillTrack = uiStyle({
  width: 'auto',
  flexWrap: 'wrap',
  rowGap: theme.space.sm,
  animation: 'none',
});

/** Before the page's script runs (and its pause control works), nothing moves. */
export const notYetMoving = uiStyle({ animation: 'none' });

// Spacing sits inside each item (no `gap`), so a full copy is exactly half the track.
export const item = uiStyle({ flex: '0 0 auto', minWidth: 0, padding: `0 ${theme.space.xs}` });

/**
 * The fixed item widths marquees use (a CSS length each): a class per width, on every
 * screen and on narrow ones only, so the server HTML carries no style attribute. A
 * marquee of another width adds it here.
 */
const itemWidthsList = ['12.5rem', '15rem'] as const;
export type MarqueeItemWidth = (typeof itemWidthsList)[number];

const byWidth = Object.fromEntries(itemWidthsList.map((width) => [width, width])) as Record<
  MarqueeItemWidth,
  MarqueeItemWidth
>;

export const itemWidths = styleVariants(byWidth, (width) => ({
  '@layer': { [uiKitLayer]: { flexBasis: width, width } },
}));

export const mobileItemWidths = styleVariants(byWidth, (width) => ({
  '@layer': { [uiKitLayer]: { '@media': { [queries.mobile]: { flexBasis: width, width } } } },
}));
