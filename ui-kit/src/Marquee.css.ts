import { keyframes, styleVariants } from '@vanilla-extract/css';
import { uiKitLayer } from './layers.css';
import { COPY_ATTRIBUTE, MARQUEE_ATTRIBUTE, MARQUEE_VARS, PAUSED_ATTRIBUTE } from './marqueeMarkup';
import { uiGlobalStyle, uiStyle } from './style';
import { queries, theme } from './theme';

// Set from script on the track (marqueeBehaviour.ts), never in the server HTML (where nothing
// moves): how far one loop moves it (a share of its width, `calc(-100% * 0.5)`), and how
// long a loop takes on wide and on narrow screens.
const shift = `var(${MARQUEE_VARS.shift})`;
const duration = `var(${MARQUEE_VARS.duration})`;
const mobileDuration = `var(${MARQUEE_VARS.mobileDuration})`;

// The track moves left by exactly one loop: the share of its width that the loop takes.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: `translateX(${shift})` },
});

/** The marquee's outer element, which carries its state (`data-marquee`). */
export const marquee = uiStyle({});
const inState = (state: string) => `${marquee}[${MARQUEE_ATTRIBUTE}="${state}"]`;

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

/**
 * The pause control's row: before script it is kept in place, neither seen nor announced
 * (it would do nothing); for visitors who prefer reduced motion there is none.
 */
export const pauseRow = uiStyle({
  marginBottom: theme.space.sm,
  selectors: {
    [`${inState('waiting')} > &`]: { visibility: 'hidden' },
    [`${inState('still')} > &`]: { display: 'none' },
  },
  '@media': { [queries.reducedMotion]: { display: 'none' } },
});

const stillTrack = {
  width: 'auto',
  flexWrap: 'wrap',
  rowGap: theme.space.sm,
  animationName: 'none',
} as const;

export const track = uiStyle({
  display: 'flex',
  alignItems: 'center',
  width: 'max-content',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  animation: `${scroll} ${duration} linear infinite`,
  selectors: {
    // It moves only once its pause control works: never in the server's HTML alone.
    [`${marquee}:not([${MARQUEE_ATTRIBUTE}="moving"]) &`]: { animationName: 'none' },
    // The strip holds still while the visitor points at it or moves focus into it, and
    // when the pause button says so.
    [`${viewport}:hover > &, ${viewport}:focus-within > &, &[${PAUSED_ATTRIBUTE}="true"]`]: {
      animationPlayState: 'paused',
    },
    // Under reduced motion nothing moves: every item is shown once, wrapped onto rows.
    [`${inState('still')} &`]: stillTrack,
  },
  '@media': {
    [queries.mobile]: { animationDuration: mobileDuration },
    [queries.reducedMotion]: stillTrack,
  },
});

// The items repeated for the loop are no part of a still strip.
uiGlobalStyle(`${inState('still')} [${COPY_ATTRIBUTE}]`, { display: 'none' });
uiGlobalStyle(`${marquee} [${COPY_ATTRIBUTE}]`, {
  '@media': { [queries.reducedMotion]: { display: 'none' } },
});

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
