import type { ReactNode } from 'react';
import { type ActionVariant, actionStyles, Section } from 'ui-kit';

/**
 * A link to a section of the same page (`#id`): plain HTML. The browser scrolls to the
 * section and focuses it (it is focusable), and puts the hash in the address.
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
  return (
    <a href={`#${targetId}`} className={actionStyles[variant]}>
      {children}
    </a>
  );
}

/**
 * A section that an in-page link can target: the shared `Section`, focusable, labelled
 * by its h2. Opening the page with its hash (`/medpack#contact`), or following a link to
 * it, scrolls to it and focuses it (the browser's own fragment navigation).
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
  return (
    <Section id={id} title={title} intro={intro} focusable="section">
      {children}
    </Section>
  );
}
