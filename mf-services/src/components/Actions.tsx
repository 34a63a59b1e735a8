import type { Action } from 'shared-content/content/services/schemas';
import {
  ActionRow,
  actionStyles,
  ExternalLink,
  InternalLink,
  PhoneChoice,
  PhoneNumber,
  telHref,
} from 'shared-content/ui';

/** One call to action from the content: a page of the site, a portal (new tab), or a call. */
export function ActionLink({ action }: { action: Action }) {
  const variant = ('variant' in action && action.variant) || 'primary';
  switch (action.kind) {
    case 'internal':
      return (
        <InternalLink to={action.to} variant={variant}>
          {action.label}
        </InternalLink>
      );
    case 'external':
      return (
        <ExternalLink href={action.href} variant={variant}>
          {action.label}
        </ExternalLink>
      );
    case 'phone':
      // Label and number both visible, so the link says what it does and whom it calls.
      return (
        <a
          href={telHref(action.phone)}
          css={[actionStyles[variant], { flexWrap: 'wrap', textAlign: 'center' }]}
        >
          <span>{action.label}</span>{' '}
          <span>
            <PhoneNumber phone={action.phone} />
          </span>
        </a>
      );
    case 'phones':
      return <PhoneChoice label={action.label} />;
  }
}

/** A row of calls to action that wraps on narrow screens. */
export const Actions = ({ actions }: { actions: readonly Action[] }) => (
  <ActionRow>
    {actions.map((action) => (
      <ActionLink key={`${action.kind}-${action.label}`} action={action} />
    ))}
  </ActionRow>
);
