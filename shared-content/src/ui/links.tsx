import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { telHref } from '../logic/phone';
import { focusVisibleRing, theme } from '../platform/theme';
import { VisuallyHidden } from './VisuallyHidden';

export type ActionVariant = 'primary' | 'secondary' | 'plain';

/** What primary and secondary actions share: a 44 px touch target, a clear focus ring. */
const buttonShape = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: theme.touchTarget,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  borderRadius: theme.radii.md,
  border: `2px solid ${theme.colors.primary}`,
  fontWeight: 600,
  fontSize: theme.fontSizes.md,
  textDecoration: 'none',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.7, cursor: 'not-allowed' },
  ...focusVisibleRing,
});

export const actionStyles: Record<ActionVariant, ReturnType<typeof css>> = {
  primary: css(buttonShape, {
    background: theme.colors.primary,
    color: theme.colors.onPrimary,
    '&:hover': { background: theme.colors.primaryDark },
  }),
  secondary: css(buttonShape, {
    background: theme.colors.background,
    color: theme.colors.primary,
    '&:hover': { background: theme.colors.surface },
  }),
  plain: css({
    color: theme.colors.primary,
    fontWeight: 600,
    textDecoration: 'underline',
    ...focusVisibleRing,
  }),
};

const linkStyle = (variant: ActionVariant | 'none') =>
  variant === 'none' ? undefined : actionStyles[variant];

interface ActionLinkProps {
  children: ReactNode;
  /** `none`: no styles of its own, for links styled by their container. */
  variant?: ActionVariant | 'none';
  className?: string;
  'aria-label'?: string;
}

/** A link inside the site, handled by the router. */
export const InternalLink = ({
  to,
  children,
  variant = 'plain',
  ...rest
}: ActionLinkProps & { to: string }) => (
  <Link to={to} css={linkStyle(variant)} {...rest}>
    {children}
  </Link>
);

/**
 * A link that leaves the page. With `newTab` it opens a new tab, always with
 * `rel="noopener noreferrer"`, and tells screen-reader users so.
 */
export const ExternalLink = ({
  href,
  children,
  newTab = true,
  variant = 'plain',
  ...rest
}: ActionLinkProps & { href: string; newTab?: boolean }) => (
  <a
    href={href}
    css={linkStyle(variant)}
    {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    {...rest}
  >
    {children}
    {newTab && <VisuallyHidden> (opens in a new tab)</VisuallyHidden>}
  </a>
);

export { telHref };

/**
 * A phone number that may wrap only at its space: "(908)" and "555-0101" each stay
 * whole (the text is unchanged for copying and screen readers).
 */
export const PhoneNumber = ({ phone }: { phone: string }) => {
  const space = phone.indexOf(' ');
  if (space === -1) return <span css={{ whiteSpace: 'nowrap' }}>{phone}</span>;
  return (
    <>
      {phone.slice(0, space + 1)}
      <span css={{ whiteSpace: 'nowrap' }}>{phone.slice(space + 1)}</span>
    </>
  );
};

/** A tap-to-call link. At 200 % text on a phone the number may wrap at its space. */
export const PhoneLink = ({
  phone,
  children,
  variant = 'plain',
  ...rest
}: Omit<ActionLinkProps, 'children'> & { phone: string; children?: ReactNode }) => (
  <a href={telHref(phone)} css={linkStyle(variant)} {...rest}>
    {children ?? <PhoneNumber phone={phone} />}
  </a>
);
