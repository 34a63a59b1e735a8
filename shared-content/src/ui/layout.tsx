import { css } from '@emotion/react';
import { type ReactNode, useId } from 'react';
import { media, theme } from '../platform/theme';
import { VisuallyHidden } from './VisuallyHidden';

const sectionStyle = css({ margin: `${theme.space.xl} 0` });

export const sectionHeading = css({
  fontSize: theme.fontSizes.xl,
  color: theme.colors.primaryDark,
  margin: `0 0 ${theme.space.md}`,
});

/** A titled part of a page, labelled by its `h2` for landmarks navigation. */
export function Section({
  title,
  children,
  id,
  intro,
}: {
  title: ReactNode;
  children: ReactNode;
  id?: string;
  intro?: ReactNode;
}) {
  const generated = useId();
  const headingId = `${id ?? generated}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={sectionStyle}>
      <h2 id={headingId} css={sectionHeading}>
        {title}
      </h2>
      {intro && <p>{intro}</p>}
      {children}
    </section>
  );
}

export const cardStyle = css({
  background: theme.colors.background,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.lg,
  boxShadow: theme.shadow,
  minWidth: 0,
  // Narrower padding on phones leaves room for whole words at 200 % text.
  [media.mobile]: { padding: theme.space.md },
  // Not `anywhere`: that lets a squeezed card wrap an address a letter per line.
  overflowWrap: 'break-word',
});

export const cardTitle = css({
  fontSize: theme.fontSizes.lg,
  margin: `0 0 ${theme.space.sm}`,
  color: theme.colors.text,
});

/** A bordered card with an optional heading (h3 by default). */
export function Card({
  title,
  children,
  headingLevel = 3,
  highlighted = false,
  as: Tag = 'div',
}: {
  title?: ReactNode;
  children: ReactNode;
  headingLevel?: 2 | 3 | 4;
  highlighted?: boolean;
  as?: 'div' | 'li' | 'article';
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag
      css={[
        cardStyle,
        highlighted && {
          borderColor: theme.colors.primary,
          boxShadow: `0 0 0 3px ${theme.colors.primary}`,
        },
      ]}
    >
      {title && <Heading css={cardTitle}>{title}</Heading>}
      {children}
    </Tag>
  );
}

/**
 * A responsive grid: one column on phones, as many as fit above. The minimum column
 * width is given in px at the default text size but applied in rem, so columns widen
 * as visitors enlarge text (200 % text keeps phones and prices inside their cards).
 */
export const gridStyle = (minColumnPx = 240) =>
  css({
    display: 'grid',
    gap: theme.space.lg,
    gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minColumnPx / 16}rem), 1fr))`,
    listStyle: 'none',
    padding: 0,
    margin: 0,
    [media.mobile]: { gap: theme.space.md },
  });

/** A grid of cards rendered as a list, so screen readers announce the count. */
export const CardGrid = ({
  children,
  minColumnPx,
}: {
  children: ReactNode;
  minColumnPx?: number;
}) => <ul css={gridStyle(minColumnPx)}>{children}</ul>;

/** A plain bulleted list of short strings. */
export const BulletList = ({ items }: { items: readonly string[] }) => (
  <ul
    css={{
      paddingLeft: theme.space.lg,
      margin: `${theme.space.sm} 0`,
      [media.mobile]: { paddingLeft: theme.space.md },
    }}
  >
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

export interface Step {
  title: string;
  description: string;
}

/** Numbered steps ("how it works"). */
export const StepList = ({ steps }: { steps: readonly Step[] }) => (
  <ol css={[gridStyle(200), { counterReset: 'step' }]}>
    {steps.map((step, index) => (
      <li key={step.title} css={cardStyle}>
        <p
          aria-hidden="true"
          css={{
            fontSize: theme.fontSizes.xl,
            fontWeight: 700,
            color: theme.colors.primary,
            margin: 0,
          }}
        >
          {index + 1}
        </p>
        <h3 css={cardTitle}>
          <VisuallyHidden>Step {index + 1}: </VisuallyHidden>
          {step.title}
        </h3>
        <p css={{ margin: 0 }}>{step.description}</p>
      </li>
    ))}
  </ol>
);

/** A row of actions (buttons, links) that wraps on narrow screens. */
export const ActionRow = ({ children }: { children: ReactNode }) => (
  <div
    css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm, margin: `${theme.space.md} 0` }}
  >
    {children}
  </div>
);
