import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  type Locale,
  localeOfPath,
  redirectTarget,
  rememberTypedFields,
  withoutLocale,
} from 'shared-content';
import { App } from './App';
import { loadRemoteModuleOnce, readRemotesConfig } from './federation/loadRemote';
import { type PreloadedModules, remoteModuleKey } from './federation/preloaded';
import { reportRecoverableError, reportRenderError } from './federation/reportError';
import { modulesForPath } from './federation/routeModules';
import { serverPart } from './federation/serverPart';
import { markHydrationStart } from './federation/startupTimings';
import { loadWithRetries } from './federation/useRemoteComponent';
import { readSsrData, type SsrData } from './ssrData';

/**
 * The remote parts the server rendered, each loading in the background: the page
 * hydrates at once, and each part hydrates in place when its script arrives (after the
 * automatic retries, its server HTML simply stays, with a note and Retry). Parts that
 * failed on the server stay failed for hydration (the failure panel), and are tried again
 * once hydrated.
 */
function renderedParts(pathname: string, data: SsrData): PreloadedModules {
  const parts: Record<string, PreloadedModules[string]> = {};
  for (const { remote, expose } of modulesForPath(pathname, data.remotes)) {
    const key = remoteModuleKey(remote, expose);
    parts[key] = data.failed.includes(remote)
      ? 'failed-on-server'
      : {
          part: serverPart(async (retry) => {
            const module = retry
              ? await loadWithRetries(remote, expose as never, true, () => true)
              : await loadRemoteModuleOnce(remote, expose).catch(() =>
                  loadWithRetries(remote, expose as never, false, () => true),
                );
            // The part hydrates next: what was typed into its fields meanwhile is kept.
            rememberTypedFields(document);
            return (module as { default: ComponentType }).default;
          }, key),
        };
  }
  return parts;
}

/** The chrome's texts of a Spanish page (English ones are in the entry). */
const siteTextIn = async (locale: Locale) =>
  locale === 'es'
    ? (await import(/* webpackChunkName: "site-es" */ 'shared-content/site-es')).siteText
    : undefined;

async function start(container: HTMLElement) {
  const data = readSsrData(document);
  const locale = localeOfPath(window.location.pathname);
  const siteText = await siteTextIn(locale);
  const rootOptions = {
    onCaughtError: reportRenderError,
    onRecoverableError: reportRecoverableError,
  };
  if (!data) {
    // Development (and any page the server did not render): render in the browser.
    createRoot(container, rootOptions).render(
      <App
        remotes={await readRemotesConfig()}
        noticesLive={false}
        locale={locale}
        siteText={siteText}
      />,
    );
    return;
  }
  const app = (
    <App
      preloaded={renderedParts(window.location.pathname, data)}
      renderedAt={data.renderedAt}
      remotes={data.remotes}
      notices={data.notices}
      noticesLive={data.noticesLive}
      locale={locale}
      siteText={siteText}
    />
  );
  rememberTypedFields(container);
  markHydrationStart();
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page; a tap meanwhile hydrates its part first.
  startTransition(() => {
    hydrateRoot(container, app, rootOptions);
  });
}

// Redirect and portal paths are full page navigations. The production server answers
// them itself; on a plain static host or in development the shell does it here.
const redirect = redirectTarget(withoutLocale(window.location.pathname));
const container = document.getElementById('root');
if (redirect) {
  window.location.replace(redirect);
} else if (container) {
  void start(container);
}
