import { uiStyle } from './style';
import { theme } from './theme';

export const starRow = uiStyle({ color: theme.colors.star, letterSpacing: 2 });
