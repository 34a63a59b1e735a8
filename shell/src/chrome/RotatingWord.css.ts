import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';
import { timers } from '../timing';

/** How long each word shows (`timers.headerWordMs`), as CSS. */
const wordMs = timers.headerWordMs;
/** At most this many words turn (the classes below are made for each count and place). */
const maxWords = 8;
const upTo = Array.from({ length: maxWords }, (_, index) => index + 1);

/** The sentence, then its pause control: the sentence wraps inside its line, the control stays beside it. */
export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
});

export const sentence = style({ minWidth: 0 });

export const word = style({ color: theme.colors.accent });

/**
 * One animation per number of words n: a word shows for the first 1/n of a cycle of n
 * words' time, and is `display: none` the rest of it. Each word's cycle is already
 * running when the page shows (a negative delay), so that word i of n shows from i × the
 * word's time on. Classes, not a style attribute: the CSP allows none.
 */
export const cycles: Readonly<Record<number, string>> = Object.fromEntries(
  upTo.map((count) => [
    count,
    style({
      animationName: keyframes({
        '0%': { display: 'inline' },
        [`${100 / count}%`]: { display: 'none' },
        '100%': { display: 'none' },
      }),
      animationDuration: `${count * wordMs}ms`,
    }),
  ]),
);

/** Word i of n: its cycle began (n - i) words ago (the first's, now), by count and place. */
export const places: Readonly<Record<number, Readonly<Record<number, string>>>> =
  Object.fromEntries(
    upTo.map((count) => [
      count,
      Object.fromEntries(
        Array.from({ length: count }, (_, place) => [
          place,
          style({ animationDelay: `${-((count - place) % count) * wordMs}ms` }),
        ]),
      ),
    ]),
  );

export const wordItem = style({
  animationTimingFunction: 'step-end',
  animationIterationCount: 'infinite',
  selectors: {
    [`${line}:has(input:checked) &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    // Still: the first word only, and no pause control (nothing moves).
    [queries.reducedMotion]: {
      animation: 'none',
      selectors: { '&:not(:first-child)': { display: 'none' } },
    },
  },
});

/** The pause control: a checkbox drawn as a square button with ❚❚, or ▶ once ticked. */
export const pause = style({
  flex: 'none',
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  borderRadius: theme.radii.sm,
  minWidth: theme.touchTarget,
  minHeight: theme.touchTarget,
  boxSizing: 'border-box',
  cursor: 'pointer',
  selectors: {
    '&:has(input:focus-visible)': {
      outline: `3px solid ${theme.colors.focus}`,
      outlineOffset: '2px',
    },
  },
  '@media': { [queries.reducedMotion]: { display: 'none' } },
});

/** The real checkbox covers its button, invisible: it takes the clicks, the focus and the keys. */
export const pauseBox = style({
  position: 'absolute',
  // Over its button's border too: the whole 44 px square takes the tap.
  inset: '-1px',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const pauseIcon = style({
  '::before': { content: '"❚❚"' },
});

globalStyle(`${pause}:has(input:checked) ${pauseIcon}::before`, { content: '"▶"' });
