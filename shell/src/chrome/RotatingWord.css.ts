import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

/** How many words turn, each one's place, and how long each shows (set on the element). */
export const wordCount = createVar();
export const wordIndex = createVar();
export const wordMs = createVar();

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
 * One keyframes per number of words: a word shows for the first 1/n of the cycle, and
 * each word's cycle starts its place × the word's time later. Before its first turn a
 * word is hidden, except the first.
 */
export const cycles: Readonly<Record<number, string>> = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7, 8].map((count) => [
    count,
    style({
      animationName: keyframes({
        '0%': { display: 'inline' },
        [`${100 / count}%`]: { display: 'none' },
        '100%': { display: 'none' },
      }),
    }),
  ]),
);

export const wordItem = style({
  display: 'none',
  animationDuration: `calc(${wordCount} * ${wordMs})`,
  animationDelay: `calc(${wordIndex} * ${wordMs})`,
  animationTimingFunction: 'step-end',
  animationIterationCount: 'infinite',
  selectors: {
    '&:first-child': { display: 'inline' },
    [`${line}:has(input:checked) &`]: { animationPlayState: 'paused' },
  },
  '@media': {
    // Still: the first word only, and no pause control (nothing moves).
    [queries.reducedMotion]: { animation: 'none' },
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
  inset: 0,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const pauseIcon = style({
  '::before': { content: '"❚❚"' },
});

globalStyle(`${pause}:has(input:checked) ${pauseIcon}::before`, { content: '"▶"' });
