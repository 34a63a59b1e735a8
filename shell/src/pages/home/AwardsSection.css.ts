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

/** All the messages as a still list (reduced motion). */
export const messageList = style([messageBox, { listStylePosition: 'inside', display: 'block' }]);

export const messageText = style({
  margin: 0,
  flex: '1 1 16rem',
  minWidth: 0,
  fontSize: theme.fontSizes.lg,
  fontWeight: 600,
  color: theme.colors.primaryDark,
});

export const listedMessage = style([messageText, { fontSize: theme.fontSizes.md }]);

/** The five cards share the whole row on wide screens, with the gaps of a card grid. */
export const awardsGrid = style({
  gap: theme.space.lg,
  '@media': { [queries.mobile]: { gap: theme.space.md } },
});

/** A long value ("24/7 care") steps down a size to stay on one line. */
export const longValue = style({});

globalStyle(`${longValue} dd`, { fontSize: theme.fontSizes.xl });
