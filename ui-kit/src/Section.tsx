import { css } from '@emotion/react';
import { type ReactNode, type Ref, useId } from 'react';
import { movedFocusRing, theme } from './theme';

const sectionStyle = css({ margin: `${theme.space.xl} 0`, scrollMarginTop: theme.space.md });

/** A section that in-page links and scripts move focus to: ringed only on keyboard focus. */
const focusableStyle = css({
  borderRadius: theme.radii.md,
  ...movedFocusRing,
});

export const sectionHeading = css({
  fontSize: theme.fontSizes.xl,
  color: theme.colors.primaryDark,
  margin: `0 0 ${theme.space.md}`,
});

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
      css={[sectionStyle, focusable === 'section' && focusableStyle]}
      {...(focusable === 'section' ? { tabIndex: -1 } : {})}
    >
      <h2
        id={headingId}
        ref={headingRef}
        css={[sectionHeading, focusable === 'heading' && movedFocusRing]}
        {...(focusable === 'heading' ? { tabIndex: -1 } : {})}
      >
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
