import { css } from '@emotion/react';
import { useId } from 'react';
import { locations, theme } from 'shared-content';
import type { Action } from 'shared-content/schemas/services';
import {
  ActionRow,
  actionStyles,
  ExternalLink,
  InternalLink,
  PhoneNumber,
  telHref,
} from 'shared-content/ui';

const phoneGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: theme.space.sm,
  listStyle: 'none',
  margin: `${theme.space.xs} 0 0`,
  padding: 0,
});

/**
 * A call for a service every pharmacy offers: the label, then each pharmacy's
 * tap-to-call link ("Call to Book: Family Pharmacy (908) 555-0101" to a screen reader).
 */
function PhoneChoice({ label }: { label: string }) {
  const id = useId();
  return (
    <div css={{ flexBasis: '100%' }}>
      <p id={id} css={{ margin: 0, fontWeight: 600 }}>
        {label}
      </p>
      <ul aria-labelledby={id} css={phoneGrid}>
        {locations.map((location) => (
          <li key={location.id}>
            <a
              href={telHref(location.phone)}
              aria-label={`${label}: ${location.name} ${location.phone}`}
              css={[
                actionStyles.secondary,
                { width: '100%', flexWrap: 'wrap', columnGap: theme.space.sm },
              ]}
            >
              <span>{location.name}</span>{' '}
              <span>
                <PhoneNumber phone={location.phone} />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

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
