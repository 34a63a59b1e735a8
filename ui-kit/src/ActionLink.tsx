import type { ReactNode } from 'react';
import { type Locale, pathIn, redirectTarget, useLocale } from 'shared-content';
import type { LinkAction } from 'shared-content/schemas';
import type { ActionVariant } from './actionStyles';
import { ExternalLink, InternalLink, PhoneLink } from './links';
import { PhoneChoice } from './PhoneChoice';

/**
 * A page load to a page of the site stays in the visitor's language; one to a redirect
 * (a portal's `/refill`) or another site is the same in both.
 */
const samePageInLanguage = (href: string, locale: Locale) =>
  href.startsWith('/') && !href.startsWith('//') && !redirectTarget(href)
    ? pathIn(href, locale)
    : href;

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
  const locale = useLocale();
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
        <ExternalLink
          href={samePageInLanguage(link.href, locale)}
          newTab={false}
          variant={look}
          className={className}
        >
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
