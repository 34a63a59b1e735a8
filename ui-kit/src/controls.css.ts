import { uiStyle } from './style';
import { theme } from './theme';

export const starRow = uiStyle({ color: theme.colors.star });

/** Each star is followed by 2 px, as the letter spacing of the ★ characters it replaces was. */
export const star = uiStyle({ marginInlineEnd: 2 });
