import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { fillText, useSiteText } from 'shared-content';
import { formatRating, starCount } from 'shared-content/logic';
import { type ActionVariant, actionStyles } from './actionStyles';
import { classes } from './classes';
import { starRow } from './controls.css';
import { useMounted } from './hooks';
import { limits } from './timing';
import { VisuallyHidden } from './VisuallyHidden';

/** A real button styled like the site's actions. */
export function Button({
  variant = 'primary',
  children,
  type = 'button',
  disabled,
  worksWithoutScript = false,
  className,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ActionVariant;
  children: ReactNode;
  /**
   * A submit of a GET form the server answers (a filter, a search): usable before the
   * page's script runs, and without it.
   */
  worksWithoutScript?: boolean;
}) {
  // Most of the site's forms check and handle what is typed in the browser only (nothing
  // typed is ever sent). Before the page's script runs, such a submit would send the
  // fields to the server in the URL: it waits, saying why to screen readers.
  const mounted = useMounted();
  const { scriptNeeded } = useSiteText();
  const waiting = type === 'submit' && !mounted && !worksWithoutScript;
  return (
    <button
      type={type}
      className={classes(actionStyles[variant], className)}
      disabled={disabled || waiting}
      {...rest}
    >
      {children}
      {waiting && <VisuallyHidden> ({scriptNeeded.loading})</VisuallyHidden>}
    </button>
  );
}

/**
 * The pause control every moving thing needs (WCAG 2.2.2). `label` names what it
 * pauses, e.g. "slideshow", so several on one page stay distinguishable.
 */
export function PauseButton({
  paused,
  onToggle,
  label,
}: {
  paused: boolean;
  onToggle: () => void;
  label: string;
}) {
  const { ui } = useSiteText();
  const word = paused ? ui.play : ui.pause;
  return (
    <Button variant="secondary" onClick={onToggle} aria-label={`${word} ${label}`}>
      <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {word}
    </Button>
  );
}

/**
 * Stars out of five with a text equivalent ("4.9 out of 5 stars"); how many are filled
 * is `starCount` of `logic/stars`, the one rounding rule of the site.
 */
export const StarRating = ({ value }: { value: number }) => {
  const { ui } = useSiteText();
  const filled = starCount(value);
  return (
    <span>
      <span aria-hidden="true" className={starRow}>
        {'★'.repeat(filled)}
        {'☆'.repeat(limits.stars - filled)}
      </span>
      <VisuallyHidden>
        {fillText(ui.stars, { rating: formatRating(value), max: limits.stars })}
      </VisuallyHidden>
    </span>
  );
};
