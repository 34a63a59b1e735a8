import type { ReactNode } from 'react';
import type { LinkAction } from '../schemas/common';
import type { ActionVariant } from './actionStyles';
import { ExternalLink, InternalLink, PhoneLink } from './links';
import { PhoneChoice } from './PhoneChoice';

/**
 * Renders a link or call to action of the content (`linkAction` in `schemas/common`)
 * the way its `kind` says it opens. The look is the data's `variant`, else `variant`
 * here; `none` leaves the styling to `className` (the header's and footer's links).
 * `children` stand for the label where a link adds to it (an icon, an arrow, words for
 * screen readers only).
 */
export function ActionLink({
  link,
  variant = 'plain',
  className,
  children,
}: {
  link: LinkAction;
  variant?: ActionVariant | 'none';
  className?: string;
  children?: ReactNode;
}) {
  const look = link.variant ?? variant;
  const text = children ?? link.label;
  switch (link.kind) {
    case 'route':
      return (
        <InternalLink to={link.href} variant={look} className={className}>
          {text}
        </InternalLink>
      );
    case 'page':
      return (
        <ExternalLink href={link.href} newTab={false} variant={look} className={className}>
          {text}
        </ExternalLink>
      );
    case 'newTab':
      return (
        <ExternalLink href={link.href} variant={look} className={className}>
          {text}
        </ExternalLink>
      );
    case 'tel':
      return (
        <PhoneLink phone={link.phone} variant={look} className={className}>
          {text}
        </PhoneLink>
      );
    case 'mailto':
      return (
        <ExternalLink
          href={`mailto:${link.address}`}
          newTab={false}
          variant={look}
          className={className}
        >
          {text ?? link.address}
        </ExternalLink>
      );
    case 'phones':
      return <PhoneChoice label={link.label} />;
  }
}
