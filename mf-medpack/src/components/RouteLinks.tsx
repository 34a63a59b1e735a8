import type { RouteLink } from 'shared-content/content/medpack/schemas';
import { type ActionVariant, InternalLink } from 'shared-content/ui';

/** Links to pages of the site, styled as actions (for an `ActionRow`). */
export const RouteLinks = ({
  links,
  variant = 'secondary',
}: {
  links: readonly RouteLink[];
  variant?: ActionVariant;
}) =>
  links.map((link) => (
    <InternalLink key={link.to} to={link.to} variant={variant}>
      {link.label}
    </InternalLink>
  ));
