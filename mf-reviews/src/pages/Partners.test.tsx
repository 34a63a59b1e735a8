import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { atPath, renderAt, sectionLanguages } from 'test-kit';
import { startMarquee } from 'ui-kit/marquee-behaviour';
import { MARQUEE_SELECTOR } from 'ui-kit/marquee-markup';
import { afterEach, describe, expect, it } from 'vitest';
import {
  localPartners,
  nationalPartners,
  partners,
  sampleContent,
  technologyStrip,
  partnersPageText as text,
} from '../content';
import { section as reviews } from '../section';
import Partners from './Partners';

const { inEnglish, inSpanish } = await sectionLanguages(reviews);

const section = (name: string) => screen.getByRole('region', { name });

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/partners', { timeout: 30_000 }, () => {
  // One test sets the page's HTML itself (as served): it leaves with it.
  afterEach(() => {
    document.body.innerHTML = '';
  });

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

  it('scrolls the technology partners with a pause control, no island: no React in the browser', () => {
    // The page as the server sends it, its marquee started as the island loader does.
    document.body.innerHTML = renderToString(atPath('/partners', inEnglish(<Partners />)));
    expect(document.querySelector('site-island')).toBeNull();
    const technology = section(text.technologyTitle);
    const strip = within(technology).getByRole('region', {
      name: 'Technology partners, scrolling',
    });
    const track = within(strip).getByRole('list');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(technologyStrip.length);
    // The repeated head is there for the seamless loop, hidden from assistive technology.
    expect(strip.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(
      Math.min(10, technologyStrip.length),
    );
    for (const marquee of document.querySelectorAll<HTMLElement>(MARQUEE_SELECTOR))
      startMarquee(marquee);
    expect(track).toHaveAttribute('data-paused', 'false');
    fireEvent.click(
      within(technology).getByRole('button', { name: `Pause ${text.technologyPauseLabel}` }),
    );
    expect(track).toHaveAttribute('data-paused', 'true');
    expect(
      within(technology).getByRole('button', { name: `Play ${text.technologyPauseLabel}` }),
    ).toBeVisible();
  });
});

// Large pages: role queries are slow in happy-dom on a busy machine.
describe('/es/partners', { timeout: 30_000 }, () => {
  it('has the Spanish heading, figures and sample notice', () => {
    renderAt('/partners', inSpanish(<Partners />));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nuestros socios de salud');
    expect(
      within(section('Nuestras alianzas en cifras'))
        .getAllByRole('listitem')
        .map((stat) => stat.textContent),
    ).toEqual([
      '15+ Socios de salud',
      '4 Distribuidores nacionales',
      '13+ Años de colaboración',
      '10,000+ Pacientes atendidos',
    ]);
    expect(screen.getByRole('note')).toHaveTextContent(
      /^Contenido de muestra\. Las organizaciones de esta página/,
    );
  });

  it('describes each national partner in Spanish, its name and website unchanged', () => {
    renderAt('/partners', inSpanish(<Partners />));
    const national = section('Socios nacionales');
    const larkspur = within(national)
      .getByRole('heading', { name: 'Larkspur Drug Distribution' })
      .closest('li') as HTMLElement;
    expect(larkspur).toHaveTextContent('Distribución');
    expect(larkspur).toHaveTextContent('Desde 1978');
    expect(larkspur).toHaveTextContent(
      'Un mayorista farmacéutico nacional cuyas entregas diarias mantienen nuestros estantes surtidos',
    );
    const link = within(larkspur).getByRole('link', {
      name: /^Visitar el sitio web\s+de Larkspur Drug Distribution/,
    });
    expect(link).toHaveAttribute('href', nationalPartners[0]?.website);
  });

  it('lists local services and the technology strip in Spanish', () => {
    renderAt('/partners', inSpanish(<Partners />));
    const local = section('Socios locales de Nueva Jersey');
    expect(local).toHaveTextContent('Conciliación de medicamentos');
    expect(local).toHaveTextContent('Atención de urgencias');
    const strip = within(section('Socios de tecnología')).getByRole('region', {
      name: 'Socios de tecnología (desplazamiento automático)',
    });
    expect(strip).toHaveTextContent('Recetas electrónicas');
    expect(section('Tarjetas aceptadas')).toHaveTextContent('American Express');
  });
});
