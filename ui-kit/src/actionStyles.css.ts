import type { ActionVariant } from 'shared-content/schemas';
import { uiStyle } from './style';
import { focusVisibleSelectors, theme } from './theme';

/** What primary and secondary actions share: a 44 px touch target, a clear focus ring. */
const buttonShape = uiStyle({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: theme.touchTarget,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radii.md,
  border: `2px solid ${theme.colors.primary}`,
  fontWeight: 600,
  fontSize: theme.fontSizes.md,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
    // The browser's own `[hidden]` rule loses to the display above.
    '&[hidden]': { display: 'none' },
    ...focusVisibleSelectors,
  },
});

/** The looks of links and buttons (class names): filled, outlined, or an underlined link. */
export const actionStyles: Readonly<Record<ActionVariant, string>> = {
  primary: uiStyle([
    buttonShape,
    {
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      selectors: { '&:hover': { background: theme.colors.primaryDark } },
    },
  ]),
  secondary: uiStyle([
    buttonShape,
    {
      background: theme.colors.background,
      color: theme.colors.primary,
      selectors: { '&:hover': { background: theme.colors.surface } },
    },
  ]),
  plain: uiStyle({
    color: theme.colors.primary,
    fontWeight: 600,
    textDecoration: 'underline',
    selectors: { ...focusVisibleSelectors },
  }),
};
