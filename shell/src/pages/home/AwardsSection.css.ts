import { globalStyle, style } from '@vanilla-extract/css';
import { queries, theme } from 'ui-kit/theme';

export const messageBox = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.md} ${theme.space.lg}`,
  marginBottom: theme.space.lg,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

/**
 * The messages on top of each other, only the one on show visible (the box is as tall as
 * the longest: nothing jumps); for visitors who prefer reduced motion, all of them, still.
 */
export const messageStack = style({
  display: 'grid',
  margin: 0,
  flex: '1 1 16rem',
  minWidth: 0,
  '@media': { [queries.reducedMotion]: { display: 'block' } },
});

export const messageText = style({
  gridArea: '1 / 1',
  fontSize: theme.fontSizes.lg,
  fontWeight: 600,
  color: theme.colors.primaryDark,
  selectors: { '&[aria-hidden="true"]': { visibility: 'hidden' } },
  '@media': {
    [queries.reducedMotion]: {
      display: 'list-item',
      listStylePosition: 'inside',
      fontSize: theme.fontSizes.md,
      selectors: { '&[aria-hidden="true"]': { visibility: 'visible' } },
    },
  },
});

/** Nothing to pause for visitors who prefer reduced motion. */
export const pause = style({ '@media': { [queries.reducedMotion]: { display: 'none' } } });

/** The five cards share the whole row on wide screens, with the gaps of a card grid. */
export const awardsGrid = style({
  gap: theme.space.lg,
  '@media': { [queries.mobile]: { gap: theme.space.md } },
});

/** A long value ("24/7 care") steps down a size to stay on one line. */
export const longValue = style({});

globalStyle(`${longValue} dd`, { fontSize: theme.fontSizes.xl });
