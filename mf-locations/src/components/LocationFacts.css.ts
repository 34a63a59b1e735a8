import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/**
 * Label and value side by side while the value has room for about 12 characters;
 * otherwise (a phone at 200 % text) the value goes under its label at full width, so
 * an address wraps between words instead of a letter per line.
 */
export const factList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${theme.space.xs} ${theme.space.md}`,
  margin: `${theme.space.sm} 0`,
});

export const factLabel = style({ fontWeight: 600, flex: '0 0 5.5rem' });

export const factValue = style({
  margin: 0,
  minWidth: 0,
  flex: `1 1 max(12rem, calc(100% - 5.5rem - ${theme.space.md}))`,
});
