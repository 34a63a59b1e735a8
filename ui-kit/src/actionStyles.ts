import { css } from '@emotion/react';
import type { ActionVariant } from 'shared-content/schemas';
import { focusVisibleRing, theme } from './theme';

export type { ActionVariant };

/** What primary and secondary actions share: a 44 px touch target, a clear focus ring. */
const buttonShape = css({
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
  '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
  ...focusVisibleRing,
});

/** The looks of links and buttons: filled, outlined, or an underlined link. */
export const actionStyles: Record<ActionVariant, ReturnType<typeof css>> = {
  primary: css(buttonShape, {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    '&:hover': { background: theme.colors.primaryDark },
  }),
  secondary: css(buttonShape, {
    background: theme.colors.background,
    color: theme.colors.primary,
    '&:hover': { background: theme.colors.surface },
  }),
  plain: css({
    color: theme.colors.primary,
    fontWeight: 600,
    textDecoration: 'underline',
    ...focusVisibleRing,
  }),
};

/** `none`: no styles of its own, for links styled by their container. */
export const actionStyle = (variant: ActionVariant | 'none') =>
  variant === 'none' ? undefined : actionStyles[variant];
