import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { type Locale, SiteTextProvider, siteText, withoutLocale } from 'shared-content';
import { siteText as spanish } from 'shared-content/site-es';
import { atPath, renderAt } from 'test-kit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageNotice, LanguageSwitch, languageNoticeKey } from './LanguageSwitch';

/** A page at `url` as the shell renders it: Spanish pages under the router basename `/es`. */
function renderPage(url: string, lang: Locale, ui: ReactElement) {
  return renderAt(
    withoutLocale(url),
    <SiteTextProvider value={lang === 'es' ? spanish : siteText}>{ui}</SiteTextProvider>,
    { lang },
  );
}

const preferLanguages = (languages: string[]) =>
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('LanguageSwitch', () => {
  it('links an English page to its Spanish twin, in Spanish', () => {
    renderPage('/locations/parlin', 'en', <LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'Español' });
    expect(link).toHaveAttribute('href', '/es/locations/parlin');
    expect(link).toHaveAttribute('hreflang', 'es');
    expect(link).toHaveAttribute('lang', 'es');
  });

  it('links a Spanish page to its English twin, in English', () => {
    renderPage('/es/locations/parlin', 'es', <LanguageSwitch />);
    const link = screen.getByRole('link', { name: 'English' });
    expect(link).toHaveAttribute('href', '/locations/parlin');
    expect(link).toHaveAttribute('hreflang', 'en');
    expect(link).toHaveAttribute('lang', 'en');
  });

  it('links the home pages to each other, and keeps the query', () => {
    const { unmount } = renderPage('/', 'en', <LanguageSwitch />);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
    unmount();
    renderPage('/es', 'es', <LanguageSwitch />);
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
    renderPage('/support/faq?q=flu', 'en', <LanguageSwitch />);
    expect(screen.getByRole('link', { name: 'Español' })).toHaveAttribute(
      'href',
      '/es/support/faq?q=flu',
    );
  });
});

describe('LanguageNotice', () => {
  it('offers the Spanish page to a browser that prefers Spanish, until dismissed', async () => {
    preferLanguages(['es-US', 'en']);
    const user = userEvent.setup();
    const { unmount } = renderPage('/locations', 'en', <LanguageNotice />);
    expect(screen.getByText(/¿Prefiere leer esta página en español\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver en español' })).toHaveAttribute(
      'href',
      '/es/locations',
    );
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText(/¿Prefiere leer/)).not.toBeInTheDocument();
    expect(window.localStorage.getItem(languageNoticeKey)).toBe('1');
    unmount();
    // Remembered on the next page.
    renderPage('/contact', 'en', <LanguageNotice />);
    expect(screen.queryByText(/¿Prefiere leer/)).not.toBeInTheDocument();
  });

  it('is not in the server HTML, only shown after hydration', () => {
    preferLanguages(['es']);
    const page = atPath('/', <LanguageNotice />);
    expect(renderToString(page)).toBe('');
    renderPage('/', 'en', <LanguageNotice />);
    expect(screen.getByText(/¿Prefiere leer/)).toBeInTheDocument();
  });

  it('stays away for other browsers and on Spanish pages', () => {
    preferLanguages(['en-US', 'es']);
    const { unmount } = renderPage('/', 'en', <LanguageNotice />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    preferLanguages(['es-MX']);
    renderPage('/es', 'es', <LanguageNotice />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
