import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const layout = style({ display: 'flex', flexDirection: 'column', minHeight: '100vh' });

export const main = style({
  flex: 1,
  paddingBottom: theme.space.xxl,
  selectors: { '&:focus': { outline: 'none' } },
});
