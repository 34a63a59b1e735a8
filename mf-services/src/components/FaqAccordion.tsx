import { useId } from 'react';
import { Section } from 'ui-kit';
import type { FaqCategory } from '../content/schemas';
import * as styles from './FaqAccordion.css';
import { Paragraphs } from './RichText';

/** Key of one question: `${categoryIndex}-${questionIndex}`. */
const questionKey = (categoryIndex: number, questionIndex: number) =>
  `${categoryIndex}-${questionIndex}`;

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
          <details key={key} className={styles.item}>
            <summary className={styles.questionSummary}>
              <h3 id={questionId} className={styles.questionHeading}>
                {item.question}
              </h3>
              <span aria-hidden="true" className={styles.chevron} />
            </summary>
            <section aria-labelledby={questionId} className={styles.answer}>
              <Paragraphs paragraphs={item.answer} />
            </section>
          </details>
        );
      })}
    </Section>
  ));
}
