import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const disclaimer = style({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm });
