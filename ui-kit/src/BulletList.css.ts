import { uiStyle } from './style';
import { queries, theme } from './theme';

export const bulletList = uiStyle({
  paddingLeft: theme.space.lg,
  margin: `${theme.space.sm} 0`,
  '@media': { [queries.mobile]: { paddingLeft: theme.space.md } },
});
