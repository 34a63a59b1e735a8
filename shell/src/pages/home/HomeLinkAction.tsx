import type { HomeLink } from 'shared-content/content/shell/schemas';
import { type ActionVariant, actionStyles, NavItemLink } from 'shared-content/ui';

/**
 * A home-page action link, opened the way its `kind` says: in the router, as a full
 * page load (server redirect paths such as /otc-store), or in a new tab.
 */
export const HomeLinkAction = ({
  link,
  variant = 'primary',
  className,
}: {
  link: HomeLink;
  variant?: ActionVariant;
  className?: string;
}) => <NavItemLink item={link} css={actionStyles[variant]} className={className} />;
