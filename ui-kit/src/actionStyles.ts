import type { ActionVariant } from 'shared-content/schemas';
import { actionStyles } from './actionStyles.css';

export type { ActionVariant };
export { actionStyles };

/** `none`: no class of its own, for links styled by their container. */
export const actionStyle = (variant: ActionVariant | 'none') =>
  variant === 'none' ? undefined : actionStyles[variant];
