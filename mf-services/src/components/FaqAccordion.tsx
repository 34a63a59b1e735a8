import { css } from '@emotion/react';
import { useId } from 'react';
import { focusRing, media, Section, theme } from 'ui-kit';
import type { FaqCategory } from '../content/schemas';
import { Paragraphs } from './RichText';

/** Key of one question: `${categoryIndex}-${questionIndex}`. */
const questionKey = (categoryIndex: number, questionIndex: number) =>
  `${categoryIndex}-${questionIndex}`;

const itemStyle = css({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  marginBottom: theme.space.sm,
  background: theme.colors.background,
});

const questionHeading = css({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 600 });

const questionSummary = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  width: '100%',
  minHeight: theme.touchTarget,
  padding: `${theme.space.md} ${theme.space.lg}`,
  border: 'none',
  borderRadius: theme.radii.md,
  color: theme.colors.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  // The chevron below replaces the browser's own marker.
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': focusRing,
  [media.mobile]: { padding: theme.space.md },
});

const chevron = css({
  flexShrink: 0,
  width: '0.6em',
  height: '0.6em',
  borderRight: `2px solid ${theme.colors.primary}`,
  borderBottom: `2px solid ${theme.colors.primary}`,
  transform: 'rotate(45deg)',
  'details[open] > summary > &': { transform: 'rotate(-135deg)' },
  '@media (prefers-reduced-motion: no-preference)': { transition: 'transform 150ms ease' },
});

const answerStyle = css({
  padding: `0 ${theme.space.lg} ${theme.space.sm}`,
  [media.mobile]: { padding: `0 ${theme.space.md} ${theme.space.sm}` },
});

/**
 * Questions grouped by category (one `h2` each). Each question is a native disclosure
 * (`<details>`, its `<summary>` holding the question's `h3`): it opens and closes without
 * script, from the keyboard (Enter, Space) and for screen readers (a button with its
 * expanded state); any number can be open at once, and the browser's find-in-page opens
 * the one whose answer it finds. Nothing here needs hydrating.
 */
export function FaqAccordion({ categories }: { categories: readonly FaqCategory[] }) {
  const idPrefix = useId();
  return categories.map((category, categoryIndex) => (
    <Section key={category.title} title={category.title}>
      {category.questions.map((item, questionIndex) => {
        const key = questionKey(categoryIndex, questionIndex);
        const questionId = `${idPrefix}q${key}`;
        return (
          <details key={key} css={itemStyle}>
            <summary css={questionSummary}>
              <h3 id={questionId} css={questionHeading}>
                {item.question}
              </h3>
              <span aria-hidden="true" css={chevron} />
            </summary>
            <section aria-labelledby={questionId} css={answerStyle}>
              <Paragraphs paragraphs={item.answer} />
            </section>
          </details>
        );
      })}
    </Section>
  ));
}
