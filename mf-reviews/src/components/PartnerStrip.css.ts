import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const item = style({ display: 'flex', alignItems: 'center', gap: theme.space.sm });

export const text = style({ minWidth: 0, lineHeight: 1.3 });

export const name = style({ display: 'block', fontWeight: 600, fontSize: theme.fontSizes.sm });
