import { uiStyle } from './style';
import { theme } from './theme';

export const actionRow = uiStyle({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  margin: `${theme.space.md} 0`,
});
