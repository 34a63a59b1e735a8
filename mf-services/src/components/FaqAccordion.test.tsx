import { screen, within } from '@testing-library/react';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { faqPage } from '../content';
import { FaqAccordion } from './FaqAccordion';

const { categories } = faqPage;
const [general, prescriptions] = categories;
if (!general || !prescriptions) throw new Error('FAQ needs at least two categories');

const firstQuestion = (category: (typeof categories)[number]) => {
  const item = category.questions[0];
  if (!item) throw new Error('empty category');
  return item.question;
};

/** The native disclosure of a question: its `<details>`. */
const disclosureOf = (question: string) => {
  const heading = screen.getByRole('heading', { level: 3, name: question });
  const details = heading.closest('details');
  if (!details) throw new Error(`"${question}" is not in a <details>`);
  return details;
};

describe('FaqAccordion', () => {
  it('shows each category as an h2 and each question as an h3 in the summary of a closed disclosure', () => {
    renderAt('/support/faq', <FaqAccordion categories={categories} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['General', 'Prescriptions', 'Transfers', 'Delivery & Pickup']);
    const total = categories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(total);
    const details = disclosureOf(firstQuestion(general));
    expect(details.open).toBe(false);
    expect(details.querySelector(':scope > summary h3')).toHaveTextContent(firstQuestion(general));
  });

  it('puts every answer in the page, in a region named by its question, for find-in-page and for readers without script', () => {
    renderAt('/support/faq', <FaqAccordion categories={categories} />);
    const details = disclosureOf(firstQuestion(prescriptions));
    const answer = within(details).getByRole('region', {
      name: firstQuestion(prescriptions),
      hidden: true,
    });
    expect(answer).toHaveTextContent(/15-30 minutes/);
    expect(answer).not.toHaveAttribute('hidden');
  });
});
