import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { Suspense } from 'react';
import { type Locale, languageAssistance, SiteTextProvider, siteText } from 'shared-content';
import { siteText as spanishSiteText } from 'shared-content/site-es';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { section } from './section';

const renderPage = (locale: Locale, path: keyof ReturnType<typeof section.pagesIn>) => {
  const Page = section.pagesIn(locale)[path];
  return renderAt(
    path,
    <SiteTextProvider value={locale === 'es' ? spanishSiteText : siteText}>
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    </SiteTextProvider>,
    { lang: locale },
  );
};

/** A paragraph whose whole text is `text` (a phone number inside is its own element). */
const paragraph = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && element.textContent === text;

describe("the shell's pages", () => {
  it('gives the same components for a language every time, one per language', () => {
    expect(section.pagesIn('es')).toBe(section.pagesIn('es'));
    expect(section.pagesIn('es')['/about']).not.toBe(section.pagesIn('en')['/about']);
  });

  it('loads the Spanish about page with its Spanish texts', async () => {
    renderPage('es', '/about');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Quiénes somos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Nuestra misión' })).toBeInTheDocument();
    expect(screen.getAllByText('Farmacéutico a cargo').length).toBeGreaterThan(0);
    expect(screen.queryByText('Our Mission')).not.toBeInTheDocument();
  });

  it('loads the English about page with its English texts', async () => {
    renderPage('en', '/about');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
    expect(screen.queryByText('Nuestra misión')).not.toBeInTheDocument();
  });

  it('shows the Spanish blog with its dates and reading times in Spanish', async () => {
    renderPage('es', '/blog');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog de salud y farmacia' }),
    ).toBeInTheDocument();
    const featured = screen.getByRole('region', { name: 'Artículo destacado' });
    expect(within(featured).getByText('20 de enero de 2025')).toHaveAttribute(
      'datetime',
      '2025-01-20',
    );
    expect(featured).toHaveTextContent(/min de lectura/);
    expect(within(featured).getByRole('list', { name: 'Temas' })).toBeInTheDocument();
  });

  it('shows the Spanish features page under its Spanish heading', async () => {
    renderPage('es', '/features');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lo que ofrece nuestra farmacia' }),
    ).toBeInTheDocument();
  });

  it('shows the Spanish contact page under its Spanish heading, free language help first', async () => {
    renderPage('es', '/contact');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contáctenos' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        paragraph(`Ayuda con el idioma sin costo: llame al ${languageAssistance.phone}.`),
      ),
    ).toBeInTheDocument();
    // Hours and the state in Spanish too.
    expect(screen.getAllByText(/9:00 a\.m\. – 7:00 p\.m\./).length).toBeGreaterThan(0);
    expect(screen.queryByText(/\bAM\b|\bPM\b/)).not.toBeInTheDocument();
    expect(screen.getByText('Nueva Jersey')).toBeInTheDocument();
  });

  it('offers free language help under the English contact page lead', async () => {
    renderPage('en', '/contact');
    await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
    expect(
      screen.getByText(paragraph(`Free language assistance: call ${languageAssistance.phone}.`)),
    ).toBeInTheDocument();
  });
});
