// The carousel's buttons are the site's buttons (`actionStyles`); `compact` overrides
// their padding, so their styles must come first in the CSS.
import './actionStyles.css';
import { SHIFT_VAR, TRANSITION_MS_VAR } from './rotationMarkup';
import { uiStyle } from './style';
import { focusRing, queries, theme } from './theme';

export const root = uiStyle({ margin: `${theme.space.lg} 0`, minWidth: 0 });

export const controlBar = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
});

export const navigation = uiStyle({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

/** The three controls share one row at 375 px. */
export const compact = uiStyle({
  '@media': { [queries.mobile]: { padding: `${theme.space.xs} ${theme.space.sm}` } },
});

// `pan-y`: a vertical drag still scrolls the page; a sideways one is the carousel's.
export const viewport = uiStyle({
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  touchAction: 'pan-y',
});

/**
 * Set from script, never in the server HTML (which shows the first slide): how far the
 * track is moved (`-200%` shows the third slide) and how long it takes (the transition
 * lock's length; half as long on narrow screens).
 */
const transitionMs = `var(${TRANSITION_MS_VAR}, 0ms)`;

export const track = uiStyle({
  display: 'flex',
  transform: `translateX(var(${SHIFT_VAR}, 0%))`,
  transition: `transform ${transitionMs} ease-in-out`,
  '@media': {
    // Narrow screens (`queries.mobile`) get animations half as long.
    [queries.mobile]: { transition: `transform calc(${transitionMs} / 2) ease-in-out` },
    [queries.reducedMotion]: { transition: 'none' },
  },
});

/** Slides side by side: the track is as tall as the tallest, so nothing below jumps. */
export const slide = uiStyle({ flex: '0 0 100%', minWidth: 0, display: 'grid' });

export const dotList = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 2,
  listStyle: 'none',
  padding: 0,
  margin: `${theme.space.sm} 0 0`,
});

export const dotButton = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: theme.radii.pill,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const dot = uiStyle({
  display: 'block',
  width: 12,
  height: 12,
  borderRadius: theme.radii.pill,
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.background,
  selectors: {
    // The current dot is filled and wider: not told by colour alone.
    [`${dotButton}[aria-current="true"] > &`]: { width: 22, background: theme.colors.primary },
  },
});
