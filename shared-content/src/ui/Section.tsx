import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { movedFocusRing, theme } from '../platform/theme';

const sectionStyle = css({ margin: `${theme.space.xl} 0` });

/** A section that in-page links and scripts move focus to: ringed only on keyboard focus. */
const focusableStyle = css({
  scrollMarginTop: theme.space.md,
  borderRadius: theme.radii.md,
  ...movedFocusRing,
});

export const sectionHeading = css({
  fontSize: theme.fontSizes.xl,
  color: theme.colors.primaryDark,
  margin: `0 0 ${theme.space.md}`,
});

/**
 * A titled part of a page, labelled by its `h2` for landmarks navigation. `focusable`
 * (with an `id`) lets an in-page link move focus to it (`tabIndex` -1).
 */
export function Section({
  title,
  children,
  id,
  intro,
  focusable = false,
}: {
  title: ReactNode;
  children: ReactNode;
  id?: string;
  intro?: ReactNode;
  focusable?: boolean;
}) {
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      css={[sectionStyle, focusable && focusableStyle]}
      {...(focusable ? { tabIndex: -1 } : {})}
    >
      <h2 id={headingId} css={sectionHeading}>
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}
