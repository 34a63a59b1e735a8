import { createRoot } from 'react-dom/client';
import { type Locale, localeOfPath, redirectTarget, withoutLocale } from 'shared-content';
import { App } from './App';
import { readRemotesConfig } from './federation/loadRemote';
import { reportRecoverableError, reportRenderError } from './federation/reportError';

/** The chrome's texts of a Spanish page (English ones are in the entry). */
const siteTextIn = async (locale: Locale) =>
  locale === 'es'
    ? (await import(/* webpackChunkName: "site-es" */ 'shared-content/site-es')).siteText
    : undefined;

/**
 * The whole site, rendered in the browser: only where no server rendered the page (a plain
 * static host's fallback) or a prerendered page's notices changed since it was rendered.
 */
async function start(container: HTMLElement) {
  const locale = localeOfPath(window.location.pathname);
  const siteText = await siteTextIn(locale);
  createRoot(container, {
    onCaughtError: reportRenderError,
    onRecoverableError: reportRecoverableError,
  }).render(
    <App
      remotes={await readRemotesConfig()}
      noticesLive={false}
      locale={locale}
      siteText={siteText}
    />,
  );
}

// Redirect and portal paths are full page navigations. The production server answers
// them itself; on a plain static host the shell does it here.
const redirect = redirectTarget(withoutLocale(window.location.pathname));
const container = document.getElementById('root');
if (redirect) {
  window.location.replace(redirect);
} else if (container) {
  void start(container);
}
