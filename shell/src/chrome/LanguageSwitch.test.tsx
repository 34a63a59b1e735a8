import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Locale, SiteTextProvider, siteText, withoutLocale } from 'shared-content';
import { siteText as spanish } from 'shared-content/site-es';
import { renderAt } from 'test-kit';
import { describe, expect, it } from 'vitest';
import { LanguageNotice } from './LanguageNotice';
import { LanguageSwitch } from './LanguageSwitch';

/** A page at `url` as the shell renders it: Spanish pages under the router basename `/es`. */
function renderPage(url: string, lang: Locale, ui: ReactElement) {
  return renderAt(
    withoutLocale(url),
    <SiteTextProvider value={lang === 'es' ? spanish : siteText}>{ui}</SiteTextProvider>,
    { lang },
  );
}

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
  it('is written hidden on an English page: a Spanish link to its twin and a dismiss button', () => {
    const { container } = renderPage('/contact?from=card', 'en', <LanguageNotice />);
    const notice = container.querySelector('section#language-notice');
    expect(notice).toHaveAttribute('hidden');
    expect(notice).toHaveAttribute('lang', 'es');
    // Hidden until script shows it to a visitor who prefers Spanish (languageNoticeScript).
    expect(screen.queryByRole('region')).toBeNull();
    const link = screen.getByRole('link', { name: 'Ver en español', hidden: true });
    expect(link).toHaveAttribute('href', '/es/contact?from=card');
    expect(screen.getByRole('button', { name: 'Cerrar', hidden: true })).toHaveAttribute(
      'type',
      'button',
    );
  });

  it('is not on a Spanish page', () => {
    const { container } = renderPage('/es/contact', 'es', <LanguageNotice />);
    expect(container.querySelector('#language-notice')).toBeNull();
  });
});
