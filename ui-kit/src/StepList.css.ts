import { uiStyle } from './style';
import { theme } from './theme';

export const steps = uiStyle({ counterReset: 'step' });

export const number = uiStyle({
  fontSize: theme.fontSizes.xl,
  fontWeight: 700,
  color: theme.colors.primary,
  margin: 0,
});

export const description = uiStyle({ margin: 0 });
