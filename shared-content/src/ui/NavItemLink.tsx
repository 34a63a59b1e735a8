import type { NavLinkItem } from 'shared-content';
import { ExternalLink, InternalLink } from './links';

/** Renders a chrome link the way its `kind` says it opens. */
export function NavItemLink({ item, className }: { item: NavLinkItem; className?: string }) {
  switch (item.kind) {
    case 'route':
      return (
        <InternalLink to={item.href} className={className} variant="none">
          {item.label}
        </InternalLink>
      );
    case 'newTab':
      return (
        <ExternalLink href={item.href} className={className} variant="none">
          {item.label}
        </ExternalLink>
      );
    default:
      return (
        <ExternalLink href={item.href} newTab={false} className={className} variant="none">
          {item.label}
        </ExternalLink>
      );
  }
}
