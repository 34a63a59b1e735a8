import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const list = style({ paddingLeft: theme.space.lg });

export const listItem = style({ marginBottom: theme.space.xs });
