import { uiStyle } from './style';
import { focusVisibleSelectors, theme } from './theme';

/** A form field's label (a class name). */
export const formLabelStyle = uiStyle({ fontWeight: 600 });

/**
 * Text inputs, selects and text areas (a class name): a 44 px touch target, a visible
 * focus ring, and a thicker danger border while `aria-invalid` is set.
 */
export const formControlStyle = uiStyle({
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  selectors: {
    ...focusVisibleSelectors,
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: 2 },
  },
});
