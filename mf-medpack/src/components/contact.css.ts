import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

// Label and value side by side while the value has room, else the value under it.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `${theme.space.md} 0`,
});

export const entry = style({ display: 'contents' });

export const term = style({ fontWeight: 600, flex: '0 0 6rem' });

export const value = style({
  margin: 0,
  minWidth: 0,
  flex: `1 1 max(12rem, calc(100% - 6rem - ${theme.space.md}))`,
});
