import type { LinkAction } from 'shared-content';
import { ActionLink, ActionRow } from 'shared-content/ui';

/** A row of calls to action that wraps on narrow screens; buttons unless the data says otherwise. */
export const Actions = ({ actions }: { actions: readonly LinkAction[] }) => (
  <ActionRow>
    {actions.map((action) => (
      <ActionLink key={`${action.kind}-${action.label}`} link={action} variant="primary" />
    ))}
  </ActionRow>
);
