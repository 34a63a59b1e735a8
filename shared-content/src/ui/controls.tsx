import { css } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { formatRating, starCount } from '../logic/ratings';
import { theme } from '../platform/theme';
import { limits } from '../platform/timing';
import { type ActionVariant, actionStyles } from './actionStyles';
import { useMounted } from './hooks';
import { VisuallyHidden } from './VisuallyHidden';

/** A real button styled like the site's actions. */
export function Button({
  variant = 'primary',
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ActionVariant; children: ReactNode }) {
  // The site's forms check and handle what is typed in the browser. Before the page's
  // script runs (server HTML, or no JavaScript) a submit would send the fields to the
  // server in the URL: a submit button waits until it can be handled here.
  const mounted = useMounted();
  return (
    <button
      type={type}
      css={actionStyles[variant]}
      disabled={disabled || (type === 'submit' && !mounted)}
      {...rest}
    >
      {children}
    </button>
  );
}

/**
 * The pause control every moving thing needs (WCAG 2.2.2). `label` names what it
 * pauses, e.g. "slideshow", so several on one page stay distinguishable.
 */
export const PauseButton = ({
  paused,
  onToggle,
  label,
}: {
  paused: boolean;
  onToggle: () => void;
  label: string;
}) => (
  <Button
    variant="secondary"
    onClick={onToggle}
    aria-label={`${paused ? 'Play' : 'Pause'} ${label}`}
  >
    <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {paused ? 'Play' : 'Pause'}
  </Button>
);

const starRow = css({ color: theme.colors.star, letterSpacing: 2 });

/**
 * Stars out of five with a text equivalent ("4.9 out of 5 stars"); how many are filled
 * is `starCount` of `logic/ratings`, the one rounding rule of the site.
 */
export const StarRating = ({ value }: { value: number }) => {
  const filled = starCount(value);
  return (
    <span>
      <span aria-hidden="true" css={starRow}>
        {'★'.repeat(filled)}
        {'☆'.repeat(limits.stars - filled)}
      </span>
      <VisuallyHidden>{`${formatRating(value)} out of ${limits.stars} stars`}</VisuallyHidden>
    </span>
  );
};
