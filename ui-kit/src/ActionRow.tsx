import type { ReactNode } from 'react';
import type { LinkAction } from 'shared-content/schemas';
import { ActionLink } from './ActionLink';
import { actionRow } from './ActionRow.css';
import type { ActionVariant } from './actionStyles';

/**
 * A row of actions that wraps on narrow screens: `children` first, then the content's
 * `actions`, each in its data's `variant`, else in `variant` (buttons by default).
 */
export const ActionRow = ({
  actions = [],
  variant = 'primary',
  children,
}: {
  actions?: readonly LinkAction[];
  variant?: ActionVariant;
  children?: ReactNode;
}) => (
  <div className={actionRow}>
    {children}
    {actions.map((action) => (
      <ActionLink key={`${action.kind}-${action.label}`} link={action} variant={variant} />
    ))}
  </div>
);
