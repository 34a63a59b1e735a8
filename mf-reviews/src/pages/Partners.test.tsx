import { screen, within } from '@testing-library/react';
import { renderAt } from 'shared-content/testing';
import { describe, expect, it } from 'vitest';
import {
  localPartners,
  nationalPartners,
  partners,
  sampleContent,
  technologyStrip,
  partnersPageText as text,
} from '../content';
import { inEnglish } from '../testing';
import Partners from './Partners';

const section = (name: string) => screen.getByRole('region', { name });

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/partners', { timeout: 30_000 }, () => {
  it('has one h1 and the partnership stats', () => {
    renderAt('/partners', inEnglish(<Partners />));
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const stats = within(section(text.statsTitle)).getAllByRole('listitem');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      '15+ Healthcare Partners',
      '4 National Distributors',
      '13+ Years of Partnership',
      '10,000+ Patients Served',
    ]);
  });

  it('says the partners are samples until the owner marks them replaced', () => {
    const { unmount } = renderAt('/partners', inEnglish(<Partners />));
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Sample content\. The organisations.*not real partners/,
    );
    unmount();
    sampleContent.partners = false;
    try {
      renderAt('/partners', inEnglish(<Partners />));
      expect(screen.queryByRole('note')).toBeNull();
    } finally {
      sampleContent.partners = true;
    }
  });

  it('shows national partners with category, founding year and a new-tab website link', () => {
    renderAt('/partners', inEnglish(<Partners />));
    const national = section(text.nationalTitle);
    const cards = within(national).getAllByRole('listitem');
    expect(cards).toHaveLength(nationalPartners.length);
    for (const [index, partner] of nationalPartners.entries()) {
      const card = cards[index] as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(partner.name);
      expect(card).toHaveTextContent(partner.category);
      expect(card).toHaveTextContent(`Established ${partner.established}`);
      const link = within(card).getByRole('link', {
        name: new RegExp(`^Visit website\\s+of ${partner.name}\\s+\\(opens in a new tab\\)$`),
      });
      expect(link).toHaveAttribute('href', partner.website);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('shows local NJ partners with location and services', () => {
    renderAt('/partners', inEnglish(<Partners />));
    const local = section(text.localTitle);
    for (const partner of localPartners) {
      const card = within(local)
        .getByRole('heading', { name: partner.name })
        .closest('li') as HTMLElement;
      expect(card).toHaveTextContent(partner.location);
      expect(card).toHaveTextContent(partner.category);
      for (const service of partner.services) expect(card).toHaveTextContent(service);
    }
  });

  it('lists the accepted cards, financial partners and three benefits', () => {
    renderAt('/partners', inEnglish(<Partners />));
    expect(
      within(section(text.cardsTitle))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(
      // Each card's badge (its logo text) and then its name.
      text.acceptedCards.map((card) => `${partners.find((p) => p.name === card)?.logo}${card}`),
    );
    expect(text.acceptedCards).toHaveLength(4);
    expect(within(section(text.financialTitle)).getAllByRole('listitem')).toHaveLength(4);
    expect(within(section(text.benefitsTitle)).getAllByRole('heading', { level: 3 })).toHaveLength(
      3,
    );
  });

  it('scrolls the technology partners in a strip with a pause control', () => {
    renderAt('/partners', inEnglish(<Partners />));
    const technology = section(text.technologyTitle);
    expect(
      within(technology).getByRole('button', { name: `Pause ${text.technologyPauseLabel}` }),
    ).toBeVisible();
    const strip = within(technology).getByRole('region', {
      name: 'Technology partners, scrolling',
    });
    const visible = within(strip).getAllByRole('listitem');
    expect(visible).toHaveLength(technologyStrip.length);
    // The repeated head is there for the seamless loop, hidden from assistive technology.
    expect(strip.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(
      Math.min(10, technologyStrip.length),
    );
  });
});
