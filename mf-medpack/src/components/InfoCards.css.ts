import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const description = style({ margin: 0 });

export const listLabel = style({ margin: `${theme.space.sm} 0 0`, fontWeight: 600 });
