import { type ReactNode, StrictMode, useEffect } from 'react';
import {
  type Locale,
  LocaleProvider,
  localeOfPath,
  NoticesProvider,
  type RemoteName,
  RenderTimeProvider,
  type SiteText,
  SiteTextProvider,
} from 'shared-content';
import type { IslandRuntime } from 'ui-kit/section';
import { remoteEntryIn } from '../federation/composition';
import { adoptRemotesConfig } from '../federation/loadRemote';
import { reportRecoverableError, reportRenderError } from '../federation/reportError';
import { loadWithRetries } from '../federation/useRemoteComponent';
import { recordError } from '../observe/events';
import { readSsrData, type SsrData } from '../ssrData';
import { hydrateKeepingHtml, showFailedNote } from './failedIsland';
import { setState, stateOf, WAKE_EVENT } from './protocol';
import { shellIslands } from './shellIslands';

// Hydrates each island the loader (loader.ts) woke, on a root of its own: its module comes
// from its owner (a remote's expose, through the federation runtime, or the shell's own),
// its props from its marker, and the page's context (language, texts, render time,
// notices) from the page. One that fails (its script does not load, or it throws while
// hydrating or later) keeps its server HTML, with a note and Retry (failedIsland.tsx); the
// others never notice.

type IslandModule = { default: { island: IslandRuntime<object> } };

async function islandModule(owner: string, expose: string, retry: boolean) {
  if (owner === 'shell') {
    const load = shellIslands[expose];
    if (!load) throw new Error(`The shell has no island ${expose}`);
    return (await load()) as IslandModule;
  }
  const module = await loadWithRetries(owner as RemoteName, expose, retry, () => true);
  return module as unknown as IslandModule;
}

/** The address of a remote's manifest in the page's composition (`/remotes/<name>/<version>/…`). */
const manifestOf = (data: SsrData | null, owner: string) =>
  remoteEntryIn(data?.remotes, owner).entry?.manifest ?? `/remotes/${owner}/`;

interface PageContext {
  locale: Locale;
  siteText: SiteText | undefined;
  data: SsrData | null;
}

/** Marks the island hydrated once React has committed it. */
function Settle({ island, children }: { island: Element; children: ReactNode }) {
  useEffect(() => setState(island, 'hydrated'), [island]);
  return children;
}

function withPage(page: PageContext, island: Element, content: ReactNode) {
  const withSiteText = page.siteText ? (
    <SiteTextProvider value={page.siteText}>{content}</SiteTextProvider>
  ) : (
    content
  );
  return (
    <StrictMode>
      <LocaleProvider value={page.locale}>
        <RenderTimeProvider value={page.data?.renderedAt}>
          <NoticesProvider
            value={page.data?.notices ?? { closures: [], specialHours: [], alerts: [] }}
          >
            <Settle island={island}>{withSiteText}</Settle>
          </NoticesProvider>
        </RenderTimeProvider>
      </LocaleProvider>
    </StrictMode>
  );
}

const rootOptions = {
  onCaughtError: reportRenderError,
  onRecoverableError: reportRecoverableError,
};

async function hydrateIsland(page: PageContext, island: Element, retry = false) {
  const owner = island.getAttribute('data-owner') ?? '';
  const expose = island.getAttribute('data-expose') ?? '';
  let settled = false;
  /** The island failed: its server HTML stays, with the note and Retry, and the error is reported. */
  const failed = (error: unknown, broke: boolean) => {
    if (settled) return;
    settled = true;
    // Attributed to the remote and version it came from (its manifest's address says).
    recordError('error', error, owner === 'shell' ? '' : manifestOf(page.data, owner));
    setState(island, 'failed');
    void showFailedNote(island, {
      siteText: page.siteText,
      broke,
      retry: () => {
        setState(island, 'waking');
        void hydrateIsland(page, island, true);
      },
    });
  };
  try {
    const props = JSON.parse(island.getAttribute('data-props') ?? '{}') as object;
    const { island: runtime } = (await islandModule(owner, expose, retry)).default;
    const content = await runtime.element(props, page.locale);
    hydrateKeepingHtml(island, withPage(page, island, content), rootOptions, (error) =>
      failed(error, true),
    );
  } catch (error) {
    failed(error, false);
  }
}

async function start() {
  const data = readSsrData(document);
  if (data) adoptRemotesConfig(data.remotes, data.entries);
  const locale = localeOfPath(window.location.pathname);
  const siteText =
    locale === 'es'
      ? (await import(/* webpackChunkName: "site-es" */ 'shared-content/site-es')).siteText
      : undefined;
  const page: PageContext = { locale, siteText, data };
  const taken = new WeakSet<Element>();
  const take = (island: Element) => {
    if (taken.has(island) || stateOf(island) !== 'waking') return;
    taken.add(island);
    void hydrateIsland(page, island);
  };
  document.addEventListener(WAKE_EVENT, (event) => take(event.target as Element));
  for (const island of document.querySelectorAll('site-island[data-island-state="waking"]')) {
    take(island);
  }
}

void start();
