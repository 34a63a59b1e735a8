/**
 * Renders one page of the site to complete HTML: header, footer, the page with its
 * remote's section (from the remote's own server build), document metadata, the CSS of
 * what was rendered, and the data the browser needs to hydrate it.
 */
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { locations, type RemoteName } from 'shared-content';
import { nextPageChange, noNotices } from 'shared-content/logic';
import type { Notices } from 'shared-content/schemas';
import { AppWithRouter } from '../App';
import { type PreloadedModules, remoteModuleKey } from '../federation/preloaded';
import type { PageTarget, RemoteModuleRef } from '../federation/routeModules';
import { SSR_DATA_ID, serializeSsrData } from '../ssrData';
import { assembleDocument, preloadLinks } from './document';
import { loadServerModule, type ServerRemote } from './remotes';

/** One page to render: what the server process asks of a render worker. */
export interface RenderRequest {
  /** The page, its owner and its modules, as `pageFor` worked them out for the request. */
  page: PageTarget;
  /** The browser build's index.html, with its `<!--ssr-head-->` and `<!--ssr-body-->` marks. */
  template: string;
  /** `remotes.json` as the browser will read it: where each remote is, which prefixes it owns. */
  remotes: unknown;
  /** Where each remote's server build is; a remote left out fails on the server. */
  serverRemotes: Partial<Record<RemoteName, ServerRemote>>;
  /** How long a remote may take to load on the server before its part fails. */
  budgetMs?: number;
  /** The shell's own scripts this page needs besides its entry, to preload. */
  shellScripts?: string[];
  /** The owner's notices now (an empty set when there is no file). */
  notices?: Notices;
  /** True for a server answering requests with the live file; false when prerendering. */
  noticesLive?: boolean;
}

/** A rendered page (a render never redirects: `pageFor` decided that before). */
export interface RenderResult {
  kind: 'page';
  /** 503 when a part of the page failed: the visitor gets a usable page, crawlers retry. */
  status: 200 | 503;
  html: string;
  /** The remotes the page was rendered with, and their versions (for caching). */
  remoteVersions: Partial<Record<RemoteName, string>>;
  /** Remotes that failed, with why (for the server's log). */
  failures: string[];
  /**
   * When the page's text may change by the clock alone (an owner's alert starting or
   * ending, the day turning over its notices): a cached copy must not outlive it.
   */
  expiresAt: number;
}

const DEFAULT_BUDGET_MS = 1500;

/** Collects a React stream into a string once everything, lazy parts included, is ready. */
function renderToHtml(element: ReactNode, budgetMs: number) {
  return new Promise<{ html: string; errors: unknown[] }>((resolve, reject) => {
    const errors: unknown[] = [];
    let html = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        html += chunk;
        done();
      },
      final(done) {
        resolve({ html, errors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Every boundary inline, in order: outlined ones need inline scripts, which the CSP forbids.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
    setTimeout(() => stream.abort(new Error(`render took over ${budgetMs} ms`)), budgetMs).unref();
  });
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function preload(modules: RemoteModuleRef[], request: RenderRequest, budgetMs: number) {
  const preloaded: Record<string, PreloadedModules[string]> = {};
  const failures: string[] = [];
  const remoteVersions: Partial<Record<RemoteName, string>> = {};
  await Promise.all(
    modules.map(async ({ remote, expose }) => {
      const key = remoteModuleKey(remote, expose);
      const where = request.serverRemotes[remote];
      try {
        const module = await loadServerModule(remote, expose, where, budgetMs);
        preloaded[key] = { Component: (module as { default: ComponentType }).default };
        if (where) remoteVersions[remote] = where.version;
      } catch (error) {
        preloaded[key] = 'failed';
        failures.push(messageOf(error));
      }
    }),
  );
  return { preloaded, failures, remoteVersions };
}

interface AppInput {
  url: string;
  preloaded: PreloadedModules;
  renderedAt: number;
  notices: Notices;
  noticesLive: boolean;
}

function renderApp(
  { url, preloaded, renderedAt, notices, noticesLive }: AppInput,
  budgetMs: number,
) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const element = (
    <CacheProvider value={cache}>
      <AppWithRouter
        preloaded={preloaded}
        renderedAt={renderedAt}
        notices={notices}
        noticesLive={noticesLive}
        router={(site) => <StaticRouter location={url}>{site}</StaticRouter>}
      />
    </CacheProvider>
  );
  return renderToHtml(element, budgetMs).then(({ html, errors }) => ({
    html,
    errors,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
  }));
}

const failedRemotes = (preloaded: PreloadedModules) =>
  Object.entries(preloaded)
    .filter(([, module]) => module === 'failed')
    .map(([key]) => key.split('/')[0] as RemoteName);

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const budgetMs = request.budgetMs ?? DEFAULT_BUDGET_MS;
  const { url, owner, modules: pageModules } = request.page;
  const renderedAt = Date.now();
  const notices = request.notices ?? noNotices;
  const noticesLive = request.noticesLive ?? true;
  const loaded = await preload(pageModules, request, budgetMs);
  let { preloaded } = loaded;
  const input = (): AppInput => ({ url, preloaded, renderedAt, notices, noticesLive });
  let rendered = await renderApp(input(), budgetMs * 2);
  if (rendered.errors.length > 0) {
    // A remote's part threw while rendering: render again with its failure panel.
    loaded.failures.push(...rendered.errors.map(messageOf));
    preloaded = Object.fromEntries(Object.keys(preloaded).map((key) => [key, 'failed' as const]));
    rendered = await renderApp(input(), budgetMs * 2);
    if (rendered.errors.length > 0) throw rendered.errors[0];
  }

  const failed = failedRemotes(preloaded);
  const sectionFailed = owner !== 'shell' && failed.includes(owner);
  const modules = pageModules.filter(({ remote }) => !failed.includes(remote));
  const data = serializeSsrData({
    remotes: request.remotes,
    failed,
    modules,
    renderedAt,
    notices,
    noticesLive,
  });
  return {
    kind: 'page',
    status: sectionFailed ? 503 : 200,
    html: assembleDocument(request.template, {
      app: rendered.html,
      styles: `${preloadLinks(modules, request.serverRemotes, request.shellScripts)}${rendered.styles}`,
      data: `<script type="application/json" id="${SSR_DATA_ID}">${data}</script>`,
    }),
    remoteVersions: failed.length > 0 ? {} : loaded.remoteVersions,
    failures: loaded.failures,
    expiresAt: nextPageChange(notices, new Date(renderedAt), locations).getTime(),
  };
}
