import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderAt, sectionLanguages, stubMedia } from 'test-kit';
import { startMarquee } from 'ui-kit/marquee-behaviour';
import { MARQUEE_SELECTOR } from 'ui-kit/marquee-markup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bestPricesPage } from '../content';
import { section } from '../section';
import { timers } from '../timing';
import BestPrices from './BestPrices';

const { inEnglish } = await sectionLanguages(section);

const { form, ticker, results, popularMedications } = bestPricesPage;

/** The form's controls, and how the tests use them. */
function formControls() {
  // fireEvent rather than user-event: it is synchronous, so fake timers stay exact.
  const fire = {
    type: (input: HTMLElement, text: string) => {
      fireEvent.change(input, { target: { value: (input as HTMLInputElement).value + text } });
    },
    click: (element: HTMLElement) => {
      fireEvent.click(element);
    },
  };
  const field = (label: string) => screen.getByRole('textbox', { name: label });
  return {
    fire,
    name: field(form.labels.name),
    strength: field(form.labels.strength),
    zip: field(form.labels.zip),
    submit: () => screen.getByRole('button', { name: /Search Prices|Searching/ }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

// Rendering a whole page in happy-dom is slow on a busy 2-core machine.
/** The ticker as the island loader starts it (a marquee: no React needed to move it). */
const startTicker = () => {
  for (const marquee of document.querySelectorAll<HTMLElement>(MARQUEE_SELECTOR))
    startMarquee(marquee);
};

describe('best prices form', { timeout: 20_000 }, () => {
  it('has labelled required inputs, generic by default, and no native validation', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const { name, strength, zip } = formControls();
    for (const input of [name, strength, zip]) {
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('aria-required', 'true');
    }
    expect(name.closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('radio', { name: 'Generic' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Brand' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Both' })).not.toBeChecked();
  });

  it('refuses a blank submit with an alert, and keeps what was typed', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const { fire, name, submit } = formControls();
    fire.type(name, 'Lisinopril');
    fire.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(form.missingFields);
    expect(name).toHaveValue('Lisinopril');
    expect(submit()).toHaveTextContent(form.submit);
    expect(submit()).toBeEnabled();
    expect(screen.getByRole('textbox', { name: form.labels.strength })).toHaveFocus();
    act(() => vi.advanceTimersByTime(timers.fakeSearchMs * 2));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses whitespace-only fields', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const { fire, name, strength, zip, submit } = formControls();
    fire.type(name, '   ');
    fire.type(strength, '10mg');
    fire.type(zip, ' ');
    fire.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(form.missingFields);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(strength).not.toHaveAttribute('aria-invalid');
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(form.searching)).not.toBeInTheDocument();
  });

  it('renders the results of a search in the address, as the server answers a search without script', () => {
    renderAt(
      '/best-prices?name=Lisinopril&strength=10mg&zip=07036&type=generic&search=1&fbclid=x',
      inEnglish(<BestPrices />),
    );
    const { name, zip } = formControls();
    expect(name).toHaveValue('Lisinopril');
    expect(zip).toHaveValue('07036');
    expect(screen.getByRole('table')).toHaveTextContent('Lisinopril 10mg');
    // Results that came with the page leave focus where it is.
    expect(document.body).toHaveFocus();
  });

  it('says which fields are missing for an incomplete search in the address', () => {
    renderAt('/best-prices?name=Lisinopril&strength=&zip=&search=1', inEnglish(<BestPrices />));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('makes each chip a link that fills the form without script', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const chips = within(screen.getByRole('region', { name: 'Popular medications' }));
    const href = chips.getByRole('link', { name: 'Lisinopril 10mg' }).getAttribute('href');
    const params = new URLSearchParams(href?.slice(1));
    expect(Object.fromEntries(params)).toEqual({
      name: 'Lisinopril',
      strength: '10mg',
      zip: '07036',
      type: 'generic',
    });
  });

  it('fills name, strength and zip 07036 from a popular medication chip', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const { fire, name, strength, zip } = formControls();
    const chips = within(screen.getByRole('region', { name: 'Popular medications' }));
    // 24 chips a visitor can reach (the looping copy is hidden from assistive technology).
    for (const medication of popularMedications) {
      expect(chips.getByRole('link', { name: medication })).toBeInTheDocument();
    }
    fire.click(chips.getByRole('link', { name: 'Lisinopril 10mg' }));
    expect(name).toHaveValue('Lisinopril');
    expect(strength).toHaveValue('10mg');
    expect(zip).toHaveValue('07036');
    fire.click(chips.getByRole('link', { name: 'Tamsulosin 0.4mg' }));
    expect(name).toHaveValue('Tamsulosin');
    expect(strength).toHaveValue('0.4mg');
  });

  it('reads "Searching..." and is disabled for 1.5 s, then shows the sample results', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    const { fire, submit } = formControls();
    fire.click(screen.getByRole('link', { name: 'Atorvastatin 20mg' }));
    fire.click(submit());
    expect(submit()).toHaveTextContent('Searching...');
    expect(submit()).toBeDisabled();
    act(() => vi.advanceTimersByTime(timers.fakeSearchMs - 1));
    expect(submit()).toHaveTextContent('Searching...');
    expect(submit()).toBeDisabled();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(submit()).toHaveTextContent(form.submit);
    expect(submit()).toBeEnabled();

    const count = results.rows.length;
    expect(screen.getByRole('status')).toHaveTextContent(`${count} results for Atorvastatin 20mg`);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sample prices for Atorvastatin 20mg' }),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(count);
    rows.forEach((row, index) => {
      const sample = results.rows[index];
      expect(row).toHaveTextContent(sample.pharmacy);
      expect(row).toHaveTextContent('Atorvastatin 20mg');
      // "$4.00": USD with two decimals.
      expect(row).toHaveTextContent(`$${sample.price.toFixed(2)}`);
      expect(row).toHaveTextContent(`$${sample.savings.toFixed(2)}`);
      if (index < 3) expect(row).toHaveTextContent('Best price');
      else expect(row).not.toHaveTextContent('Best price');
    });
    expect(rows[0]).toHaveTextContent('$4.00');
    expect(rows[0]).toHaveTextContent('$24.50');
  });

  it('keeps the ticker moving until paused, and shows a pause control', () => {
    renderAt('/best-prices', inEnglish(<BestPrices />));
    startTicker();
    const { fire } = formControls();
    fire.click(screen.getByRole('button', { name: `Pause ${ticker.pauseLabel}` }));
    expect(screen.getByRole('button', { name: `Play ${ticker.pauseLabel}` })).toBeInTheDocument();
  });
});

describe('best prices ticker with reduced motion', { timeout: 20_000 }, () => {
  it('does not move: no pause control, no looping copy', () => {
    stubMedia({ reducedMotion: true });
    try {
      renderAt('/best-prices', inEnglish(<BestPrices />));
      startTicker();
      expect(screen.queryByRole('button', { name: /popular medications/ })).toBeNull();
      // The looping copy stays in the HTML for the stylesheet to hide; no one is told of it.
      expect(screen.getAllByRole('link', { name: 'Lisinopril 10mg' })).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
