import type { ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { redirectTarget } from 'shared-content';
import { App } from './App';
import { loadRemoteModuleOnce, readRemotesConfig } from './federation/loadRemote';
import { type PreloadedModules, remoteModuleKey } from './federation/preloaded';
import { reportRecoverableError, reportRenderError } from './federation/reportError';
import { modulesForPath } from './federation/routeModules';
import { loadWithRetries } from './federation/useRemoteComponent';
import { readSsrData, type SsrData } from './ssrData';

/**
 * Loads the remote parts the server rendered, so that the first browser render equals
 * the server's HTML (the page stays readable meanwhile), trying a failed one again as
 * a section does before it gives up. Parts that failed on the server stay failed for
 * hydration (the failure panel), and are tried again once hydrated.
 */
async function loadRenderedModules(pathname: string, data: SsrData) {
  const preloaded: Record<string, PreloadedModules[string]> = {};
  const results = await Promise.all(
    modulesForPath(pathname, data.remotes).map(async ({ remote, expose }) => {
      const key = remoteModuleKey(remote, expose);
      if (data.failed.includes(remote)) {
        preloaded[key] = 'failed-on-server';
        return true;
      }
      try {
        const module = await loadRemoteModuleOnce(remote, expose).catch(() =>
          loadWithRetries(remote, expose as never, false, () => true),
        );
        preloaded[key] = { Component: (module as { default: ComponentType }).default };
        return true;
      } catch {
        preloaded[key] = 'failed';
        return false;
      }
    }),
  );
  return { preloaded, matchesServer: results.every(Boolean) };
}

/** The document metadata the server hoisted from the page (see `Page`). */
const SERVER_METADATA =
  'title, meta[name="description"], link[rel="canonical"], meta[property^="og:"]';

async function start(container: HTMLElement) {
  const data = readSsrData(document);
  const rootOptions = {
    onCaughtError: reportRenderError,
    onRecoverableError: reportRecoverableError,
  };
  if (!data) {
    // Development (and any page the server did not render): render in the browser.
    createRoot(container, rootOptions).render(
      <App remotes={await readRemotesConfig()} noticesLive={false} />,
    );
    return;
  }
  const { preloaded, matchesServer } = await loadRenderedModules(window.location.pathname, data);
  const app = (
    <App
      preloaded={preloaded}
      renderedAt={data.renderedAt}
      remotes={data.remotes}
      notices={data.notices}
      noticesLive={data.noticesLive}
    />
  );
  if (matchesServer) {
    hydrateRoot(container, app, rootOptions);
  } else {
    // A part the server rendered cannot load here: render anew, with its failure panel
    // and its own metadata instead of the server's.
    for (const element of document.head.querySelectorAll(SERVER_METADATA)) element.remove();
    createRoot(container, rootOptions).render(app);
  }
}

// Redirect and portal paths are full page navigations. The production server answers
// them itself; on a plain static host or in development the shell does it here.
const redirect = redirectTarget(window.location.pathname);
const container = document.getElementById('root');
if (redirect) {
  window.location.replace(redirect);
} else if (container) {
  void start(container);
}
