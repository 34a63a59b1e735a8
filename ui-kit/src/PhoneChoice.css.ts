// The call buttons are the site's buttons (`actionStyles`); `choiceButton` overrides
// their gap, so their styles must come first in the CSS.
import './actionStyles.css';
import { uiStyle } from './style';
import { flexibleColumns, theme } from './theme';

export const choice = uiStyle({ flexBasis: '100%' });

export const label = uiStyle({ margin: 0, fontWeight: 600 });

export const phoneGrid = uiStyle({
  display: 'grid',
  gridTemplateColumns: flexibleColumns('14rem'),
  gap: theme.space.sm,
  listStyle: 'none',
  margin: `${theme.space.xs} 0 0`,
  padding: 0,
});

export const choiceButton = uiStyle({ width: '100%', columnGap: theme.space.sm });
