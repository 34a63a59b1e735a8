import { type ReactNode, type Ref, useId } from 'react';
import { classes } from './classes';
import * as styles from './Section.css';

export { sectionHeading } from './Section.css';

/** The id of the `h2` of the section with this id (what `aria-labelledby` names). */
export const sectionHeadingId = (sectionId: string) => `${sectionId}-heading`;

/**
 * A titled part of a page, labelled by its `h2` for landmarks navigation. `focusable`
 * says what an in-page link or a script moves focus to (`tabIndex` -1): the whole
 * `section` (with an `id`), or its `heading` (`headingRef` reaches it).
 */
export function Section({
  title,
  children,
  id,
  intro,
  focusable,
  headingRef,
}: {
  title: ReactNode;
  children: ReactNode;
  id?: string;
  intro?: ReactNode;
  focusable?: 'section' | 'heading';
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const generated = useId();
  const headingId = sectionHeadingId(id ?? generated);
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={classes(styles.section, focusable === 'section' && styles.focusableSection)}
      {...(focusable === 'section' ? { tabIndex: -1 } : {})}
    >
      <h2
        id={headingId}
        ref={headingRef}
        className={classes(
          styles.sectionHeading,
          focusable === 'heading' && styles.focusableHeading,
        )}
        {...(focusable === 'heading' ? { tabIndex: -1 } : {})}
      >
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
