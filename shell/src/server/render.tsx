/**
 * Renders one page of the site to complete HTML: header, footer, the page with its
 * remote's section (from the remote's own server build), document metadata, the CSS of
 * what was rendered, and the data the browser needs to hydrate it.
 */
import { Writable } from 'node:stream';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
// From react-router itself: the shared `react-router-dom` facade is what browsers load.
import { StaticRouter } from 'react-router';
import {
  type Locale,
  localeOfPath,
  locations,
  type RemoteName,
  routerBasename,
  type SiteText,
} from 'shared-content';
import { nextPageChange, noNotices, ownUiKitCopy } from 'shared-content/logic';
import { besideManifest } from 'shared-content/remote-entry';
import type { Notices } from 'shared-content/schemas';
import { AppWithRouter } from '../App';
import { type PreloadedModules, remoteModuleKey } from '../federation/preloaded';
import type { PageTarget, RemoteModuleRef } from '../federation/routeModules';
import { SSR_DATA_ID, serializeSsrData } from '../ssrData';
import { browserEntries } from './browserEntries';
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
  /**
   * How long a remote may take to load on the server before its part fails, and how long
   * each render pass may take before it is aborted: both from the server's one render
   * budget (server/src/config.ts), which also ends a worker that outlives them. A worker's
   * first page of a kind (its code still loading and compiling) may give the first pass
   * until `firstPassUntil` (ms since the epoch) instead, when that is later.
   */
  budget: { remotesMs: number; renderMs: number; firstPassUntil?: number };
  /** The shell's own scripts this page needs besides its entry, to preload. */
  shellScripts?: string[];
  /** The stylesheets of the shell's own parts of this page, to link. */
  shellStyles?: string[];
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
  /**
   * The CSP sources (`'sha256-…'`) of the stylesheets the server put inline in the page
   * (server/src/rendering/render-task.ts), for its Content-Security-Policy; none when linked.
   */
  styleSources?: string[];
}

// The page's HTML document: the rendered app put into the browser build's index.html,
// with preload hints for what the page loads next.

/**
 * Puts a rendered page into the browser build's index.html. React emits the page's
 * document metadata (`<title>`, `<meta>`, `<link>`, hoisted from the components) at the
 * start of a render that has no `<html>` of its own; it belongs in `<head>`.
 */
const MARKS = { head: '<!--ssr-head-->', body: '<!--ssr-body-->', data: '<!--ssr-data-->' };
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

function splitHoistedHead(html: string): { head: string; body: string } {
  const head = html.match(LEADING_HEAD_ELEMENTS)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

function assembleDocument(
  template: string,
  { lang, app, styles, data }: { lang: Locale; app: string; styles: string; data: string },
): string {
  const missing = Object.values(MARKS).filter((mark) => !template.includes(mark));
  if (missing.length > 0) throw new Error(`The page template lacks ${missing.join(', ')}`);
  const { head, body } = splitHoistedHead(app);
  // Functions, so that `$` in the page is never read as a replacement pattern.
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace(MARKS.head, () => `${head}${styles}`)
    .replace(MARKS.body, () => body)
    .replace(MARKS.data, () => data);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The page's stylesheets (its parts' extracted CSS): they block rendering, so the server
 * HTML paints styled. No script preloads: the page runs its island loader only, and an
 * island's scripts load when it wakes (`shell/src/islands/`).
 */
function stylesheetLinks(
  modules: RemoteModuleRef[],
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  shellStyles: string[] = [],
): string {
  const stylesheet = (href: string) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`;
  const links = new Set<string>([
    ...shellStyles.map(stylesheet),
    ...modules.flatMap((module) => stylesOf(module, remotes).map(stylesheet)),
  ]);
  return [...links].join('');
}

/**
 * A rendered module's stylesheets: those its remote's build lists for the page, or for a
 * part it fills on another page (a slot), every stylesheet its manifest names for the
 * exposed module, lazy parts' included: a part may render them on the server. First,
 * those of its own copy of the design system, if it brings one.
 */
function stylesOf(
  { remote, expose, styles }: RemoteModuleRef,
  remotes: Partial<Record<RemoteName, ServerRemote>>,
): string[] {
  const browser = remotes[remote]?.browser;
  if (!browser) return styles ?? [];
  const beside = (file: string) => besideManifest(browser.url, file);
  const uiKit = ownUiKitStyles(browser).map(beside);
  if (styles) return [...uiKit, ...styles];
  const css = browser.manifest.exposes.find(({ path }) => path === expose)?.assets.css;
  return [...uiKit, ...(css ? [...css.sync, ...css.async].map(beside) : [])];
}

// The design system's version this shell build carries (set by its build config).
declare const __PROVIDED_UI_KIT__: string | undefined;

/** The stylesheets of a remote's own copy of the design system, if it brings one. */
function ownUiKitStyles({ manifest }: NonNullable<ServerRemote['browser']>): string[] {
  const shellUiKit = typeof __PROVIDED_UI_KIT__ === 'undefined' ? undefined : __PROVIDED_UI_KIT__;
  return ownUiKitCopy(manifest.shared ?? [], shellUiKit).flatMap(({ assets }) => [
    ...(assets?.css?.sync ?? []),
    ...(assets?.css?.async ?? []),
  ]);
}

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
  /** The live composition the page is rendered with (the browser gets the same). */
  remotes: unknown;
  locale: Locale;
  siteText: SiteText | undefined;
  preloaded: PreloadedModules;
  renderedAt: number;
  notices: Notices;
  noticesLive: boolean;
}

function renderApp(
  { url, remotes, locale, siteText, preloaded, renderedAt, notices, noticesLive }: AppInput,
  budgetMs: number,
) {
  const element = (
    <AppWithRouter
      remotes={remotes}
      preloaded={preloaded}
      renderedAt={renderedAt}
      notices={notices}
      noticesLive={noticesLive}
      locale={locale}
      siteText={siteText}
      router={(site) => (
        <StaticRouter basename={routerBasename(locale)} location={url}>
          {site}
        </StaticRouter>
      )}
    />
  );
  return renderToHtml(element, budgetMs);
}

const failedRemotes = (preloaded: PreloadedModules) =>
  Object.entries(preloaded)
    .filter(([, module]) => module === 'failed')
    .map(([key]) => key.split('/')[0] as RemoteName);

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const { remotesMs, renderMs } = request.budget;
  const { url, owner, modules: pageModules } = request.page;
  const locale = localeOfPath(url);
  const siteText = locale === 'es' ? (await import('shared-content/site-es')).siteText : undefined;
  const renderedAt = Date.now();
  const notices = request.notices ?? noNotices;
  const noticesLive = request.noticesLive ?? true;
  const loaded = await preload(pageModules, request, remotesMs);
  let { preloaded } = loaded;
  const input = (): AppInput => ({
    url,
    remotes: request.remotes,
    locale,
    siteText,
    preloaded,
    renderedAt,
    notices,
    noticesLive,
  });
  const firstPassMs = Math.max(renderMs, (request.budget.firstPassUntil ?? 0) - Date.now());
  let rendered = await renderApp(input(), firstPassMs);
  if (rendered.errors.length > 0) {
    // A remote's part threw while rendering: render again with its failure panel.
    loaded.failures.push(...rendered.errors.map(messageOf));
    preloaded = Object.fromEntries(Object.keys(preloaded).map((key) => [key, 'failed' as const]));
    rendered = await renderApp(input(), renderMs);
    if (rendered.errors.length > 0) throw rendered.errors[0];
  }

  const failed = failedRemotes(preloaded);
  const sectionFailed = owner !== 'shell' && failed.includes(owner);
  const modules = pageModules.filter(({ remote }) => !failed.includes(remote));
  const data = serializeSsrData({
    remotes: request.remotes,
    entries: browserEntries(request.serverRemotes, failed),
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
      lang: locale,
      app: rendered.html,
      styles: stylesheetLinks(modules, request.serverRemotes, request.shellStyles),
      data: `<script type="application/json" id="${SSR_DATA_ID}">${data}</script>`,
    }),
    remoteVersions: failed.length > 0 ? {} : loaded.remoteVersions,
    failures: loaded.failures,
    expiresAt: nextPageChange(notices, new Date(renderedAt), locations).getTime(),
  };
}
