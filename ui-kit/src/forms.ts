import { css } from '@emotion/react';
import { focusRing, theme } from './theme';

/** A form field's label. */
export const formLabelStyle = css({ fontWeight: 600 });

/**
 * Text inputs, selects and text areas: a 44 px touch target, a visible focus ring, and a
 * thicker danger border while `aria-invalid` is set.
 */
export const formControlStyle = css({
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `${theme.space.sm} ${theme.space.md}`,
  border: `1px solid ${theme.colors.textMuted}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  '&:focus-visible': focusRing,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: 2 },
});
