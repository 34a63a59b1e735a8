import { act, screen, within } from '@testing-library/react';
import { LocaleProvider, SiteTextProvider } from 'shared-content';
import { siteText as spanishChrome } from 'shared-content/site-es';
import { renderAt, stubMedia } from 'shared-content/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { homeTestimonials } from './content';
import HomeWidgetEs from './HomeWidgetEs';
import { timers } from './timing';

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('home testimonials-and-partners widget in Spanish', { timeout: 30_000 }, () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows Spanish texts around testimonials quoted in English', () => {
    stubMedia();
    renderAt(
      '/',
      <LocaleProvider value="es">
        <SiteTextProvider value={spanishChrome}>
          <HomeWidgetEs />
        </SiteTextProvider>
      </LocaleProvider>,
    );
    advance(timers.partnerLoadDesktopMs);
    expect(
      screen.getByRole('heading', { name: 'Lo que dicen nuestros pacientes' }),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-caption="current"]')).toHaveTextContent(
      '#1 en atención al cliente',
    );
    const [sample, quoted] = screen.getAllByRole('note');
    expect(sample).toHaveTextContent(/^Contenido de muestra\. Los testimonios/);
    // Why the testimonials read in English.
    expect(quoted).toHaveTextContent('Reseñas publicadas en inglés.');

    const slide = within(
      screen.getByRole('region', { name: 'Testimonios de pacientes' }),
    ).getByRole('group');
    const quote = slide.querySelector('blockquote');
    expect(quote).toHaveAttribute('lang', 'en');
    const shown = homeTestimonials.find((entry) => entry.review === quote?.textContent);
    expect(shown).toBeDefined();
    // The labels around the quotation are Spanish: "vía Google · hace 2 semanas".
    expect(slide).toHaveTextContent(/vía (Google|Facebook) · hace (un|una|\d+) \S+/);

    expect(screen.getByRole('link', { name: 'Leer más reseñas' })).toHaveAttribute(
      'href',
      '/testimonials',
    );
    expect(screen.getByRole('link', { name: 'Ver todos los socios' })).toHaveAttribute(
      'href',
      '/partners',
    );
    const strip = screen.getByRole('region', { name: 'Logotipos de socios' });
    expect(strip).toHaveTextContent(/Distribuidor|Red|Plan|Tarjetas|Terapia|Clínica|Recetas/);
  });
});
