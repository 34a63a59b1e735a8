import { type MouseEvent, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  type ActionVariant,
  actionStyles,
  isPlainClick,
  Section,
  usePrefersReducedMotion,
} from 'ui-kit';

/** Moves focus to an in-page target and scrolls it into view. */
function focusTarget(id: string, smooth: boolean): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.focus({ preventScroll: true });
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  return true;
}

/**
 * A link to a section of the same page (`#id`). On click it moves focus to the section
 * and scrolls to it, and puts the hash in the address bar without a router navigation
 * (which would send focus back to the page heading).
 */
export function InPageLink({
  targetId,
  children,
  variant = 'plain',
}: {
  targetId: string;
  children: ReactNode;
  variant?: ActionVariant;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (!focusTarget(targetId, !reducedMotion)) return;
    event.preventDefault();
    if (window.location.hash !== `#${targetId}`) {
      window.history.pushState(window.history.state, '', `#${targetId}`);
    }
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={actionStyles[variant]}>
      {children}
    </a>
  );
}

/**
 * A section that an in-page link can target: the shared `Section`, focusable, labelled
 * by its h2. Opening the page with its hash (`/medpack#contact`) also focuses it.
 */
export function AnchorSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { hash } = useLocation();
  const reducedMotion = usePrefersReducedMotion();
  useEffect(() => {
    if (hash !== `#${id}`) return;
    // After the page's own effects, which focus its heading on a navigation.
    const frame = window.requestAnimationFrame(() => focusTarget(id, !reducedMotion));
    return () => window.cancelAnimationFrame(frame);
  }, [hash, id, reducedMotion]);
  return (
    <Section id={id} title={title} intro={intro} focusable="section">
      {children}
    </Section>
  );
}
