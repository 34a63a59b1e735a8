import { uiStyle } from './style';
import { theme } from './theme';

export const phoneList = uiStyle({
  listStyle: 'none',
  padding: 0,
  margin: `${theme.space.sm} 0`,
  display: 'grid',
  gap: theme.space.xs,
});
