import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';
import { CURRENT_WORD_ATTRIBUTE, TURNING_ATTRIBUTE } from './rotatingWordMarkup';

/** The sentence, then its pause control: the sentence wraps inside its line, the control stays beside it. */
export const line = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
});

export const sentence = style({ minWidth: 0 });

export const word = style({ color: theme.colors.accent });

/** Only the word in sight has a box (the loader moves the mark every 2 s). */
export const wordItem = style({
  selectors: { [`&:not([${CURRENT_WORD_ATTRIBUTE}])`]: { display: 'none' } },
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
    // Shown only while the words turn: not without script, not for reduced motion.
    [`${line}:not([${TURNING_ATTRIBUTE}]) &`]: { display: 'none' },
    '&:has(input:focus-visible)': {
      outline: `3px solid ${theme.colors.focus}`,
      outlineOffset: '2px',
    },
  },
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
