import { act, renderHook, screen, within } from '@testing-library/react';
import { faqPage } from 'shared-content/content/services';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import { FaqAccordion, useOpenKeys } from './FaqAccordion';

const { categories } = faqPage;
const [general, prescriptions] = categories;
if (!general || !prescriptions) throw new Error('FAQ needs at least two categories');

const question = (text: string) => screen.getByRole('button', { name: text });
const answerOf = (button: HTMLElement) => {
  const id = button.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error(`no answer region for ${button.textContent}`);
  return panel;
};

const firstQuestion = (category: (typeof categories)[number]) => {
  const item = category.questions[0];
  if (!item) throw new Error('empty category');
  return item.question;
};

describe('FaqAccordion', () => {
  it("leaves closed answers to the browser's find-in-page, which opens the one it finds", () => {
    renderAt('/support/faq', <FaqAccordion categories={categories} />);
    const button = question(firstQuestion(prescriptions));
    const panel = answerOf(button);
    expect(panel).toHaveAttribute('hidden', 'until-found');
    // What the browser fires on a closed answer when find-in-page matches its text.
    act(() => {
      panel.dispatchEvent(new Event('beforematch'));
    });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).not.toHaveAttribute('hidden');
  });

  it('shows each category as an h2 and each question as a collapsed button in an h3', () => {
    renderAt('/support/faq', <FaqAccordion categories={categories} />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['General', 'Prescriptions', 'Transfers', 'Delivery & Pickup']);
    const total = categories.reduce((sum, category) => sum + category.questions.length, 0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(total);
    const button = question(firstQuestion(general));
    expect(button.closest('h3')).not.toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(button)).not.toBeVisible();
  });

  it('keeps several questions open at once, each answer a region named by its question', async () => {
    const { user } = renderAt('/support/faq', <FaqAccordion categories={categories} />);
    const a = question(firstQuestion(general));
    const b = question(firstQuestion(prescriptions));
    await user.click(a);
    await user.click(b);
    expect(a).toHaveAttribute('aria-expanded', 'true');
    expect(b).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(a)).toBeVisible();
    expect(answerOf(b)).toBeVisible();
    const region = screen.getByRole('region', { name: firstQuestion(prescriptions) });
    expect(region).toBe(answerOf(b));
    expect(within(region).getByText(/15-30 minutes/)).toBeInTheDocument();

    await user.click(a);
    expect(a).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(a)).not.toBeVisible();
    expect(b).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens with Enter and closes with Space from the keyboard', async () => {
    const { user } = renderAt('/support/faq', <FaqAccordion categories={categories} />);
    await user.tab();
    const button = question(firstQuestion(general));
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(answerOf(button)).toBeVisible();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(answerOf(button)).not.toBeVisible();
  });
});

describe('useOpenKeys', () => {
  it('keeps a list of open "category-question" keys, toggling one at a time', () => {
    const { result } = renderHook(() => useOpenKeys());
    act(() => result.current.toggle('0-1'));
    act(() => result.current.toggle('2-0'));
    expect(result.current.openKeys).toEqual(['0-1', '2-0']);
    act(() => result.current.toggle('0-1'));
    expect(result.current.openKeys).toEqual(['2-0']);
  });
});
