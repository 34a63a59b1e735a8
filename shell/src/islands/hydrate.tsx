import { type ReactNode, StrictMode, useEffect } from 'react';
import {
  type Locale,
  LocaleProvider,
  localeOfPath,
  NoticesProvider,
  RenderTimeProvider,
  type SiteText,
  SiteTextProvider,
} from 'shared-content';
import type { IslandRuntime } from 'ui-kit/section';
import { reportRecoverableError, reportRenderError } from '../federation/reportError';
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

const remoteIslands = () => import(/* webpackChunkName: "remote-islands" */ './remoteIslands');

async function islandModule(data: SsrData | null, owner: string, expose: string, retry: boolean) {
  if (owner === 'shell') {
    const load = shellIslands[expose];
    if (!load) throw new Error(`The shell has no island ${expose}`);
    return (await load()) as IslandModule;
  }
  const module = await (await remoteIslands()).loadRemoteIsland(data, owner, expose, retry);
  return module as unknown as IslandModule;
}

/** Where an island's error came from: the shell (''), or a remote's manifest address. */
async function sourceOf(data: SsrData | null, owner: string) {
  if (owner === 'shell') return '';
  try {
    return (await remoteIslands()).manifestOf(data, owner);
  } catch {
    return `/remotes/${owner}/`;
  }
}

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
    void sourceOf(page.data, owner).then((source) => recordError('error', error, source));
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
    const { island: runtime } = (await islandModule(page.data, owner, expose, retry)).default;
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
