// One page in a render worker (worker.ts, the thread's entry, starts this module with the
// shell's build and template): a RenderTask from the pool becomes the page's HTML, as
// `shell/src/server/render.tsx` renders it, with the page's stylesheets put inline.
//
// Inline stylesheets: on a first view the page paints with its HTML alone, without
// waiting a round trip per stylesheet (on a slow mobile network, about 0.2 s of first
// paint). Each becomes `<style data-href="…">`: the CSS chunk loader of every build
// (Rspack's) looks for that attribute, so a later navigation that needs the same
// stylesheet finds it and does not fetch it again. The CSP allows only these styles: the
// page is sent with their sha256 sources in `style-src` (routes/pages.ts,
// `withStyleSources`). Only files this server has on disk are put inline: the shell's,
// and those of remotes deployed beside it; a stylesheet from another origin stays a link.
// A file's name carries its content hash, so each is read once per worker and kept.
//
// What does not change from one page to the next stays here: each remote's browser
// manifest by version (read the first time a task names that version).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserManifest, RenderRequest, ServerRemote } from 'shell/server';
import type { RenderTask, TaskAnswer, TaskRemote, WorkerData } from './protocol.ts';
import type { ShellServerBuild } from './shell-build.ts';

/**
 * What a worker renders with, from its start (worker.ts): the shell's server build and
 * page template, or why they cannot be loaded (then every render fails as the shell's,
 * never as a remote's).
 */
export type WorkerShell = { build: ShellServerBuild; template: string } | { problem: string };

let shell: WorkerShell = { problem: 'the render worker has not started' };
let budget: WorkerData['budget'];
let inlineStylesheets: ReturnType<typeof stylesheetInliner>;
/** The remotes of the page rendered last: the suspects when something goes wrong later. */
let remotesInUse: string[] = [];
export const lastRemotes = () => remotesInUse;

/** Starts this worker's renders (worker.ts). */
export function startRenders(start: { shell: WorkerShell } & WorkerData) {
  shell = start.shell;
  budget = start.budget;
  inlineStylesheets = stylesheetInliner(start.shellDist);
}

/** A stylesheet as a page holds it inline: its element and its CSP source. */
type InlineStyle = { element: string; source: string };

/** Where a remote's browser build is: its manifest's URL, and the file it is read from. */
export type StylesheetOrigin = { browserUrl: string; browserSource: string };

const LINK = /<link rel="stylesheet" href="([^"]+)">/g;
const SITE = 'http://this.site';
/** Enough for every stylesheet of several releases of the shell and each remote. */
const KEPT = 2000;

/** `'sha256-…'`, as a CSP names a style element's exact text. */
export const cspSourceOf = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The file under `folder` at `relative`, never outside it. */
function within(folder: string, relative: string) {
  const file = normalize(join(folder, decodeURIComponent(relative)));
  return file.startsWith(folder + sep) ? file : undefined;
}

/**
 * The stylesheet at this page URL as a file this server has: under the shell's build
 * folder, or under the build folder of a remote whose manifest is a local file.
 */
export function stylesheetFile(
  href: string,
  shellDist: string,
  remotes: readonly StylesheetOrigin[],
): string | undefined {
  const url = new URL(href, `${SITE}/`);
  if (url.origin !== SITE || !url.pathname.endsWith('.css')) return undefined;
  for (const { browserUrl, browserSource } of remotes) {
    const base = new URL('.', new URL(browserUrl, `${SITE}/`));
    if (base.origin !== SITE || !url.pathname.startsWith(base.pathname)) continue;
    if (!browserSource.startsWith('file:')) return undefined;
    return within(dirname(fileURLToPath(browserSource)), url.pathname.slice(base.pathname.length));
  }
  return url.pathname.startsWith('/remotes/') ? undefined : within(shellDist, url.pathname);
}

/** Puts a page's linked stylesheets inline, reading each file once. */
export function stylesheetInliner(shellDist: string) {
  const kept = new Map<string, Promise<InlineStyle | undefined>>();

  const inlineStyleOf = (href: string, file: string) => {
    let style = kept.get(file);
    if (!style) {
      if (kept.size >= KEPT) kept.clear();
      style = readFile(file, 'utf8').then(
        // `</style` would end the element early: such a file stays a link.
        (css) =>
          css.includes('</style')
            ? undefined
            : { element: `<style data-href="${href}">${css}</style>`, source: cspSourceOf(css) },
        () => {
          // A file missing now may be deployed later: asked for again next time.
          kept.delete(file);
          return undefined;
        },
      );
      kept.set(file, style);
    }
    return style;
  };

  /**
   * The page with each stylesheet in its head that this server has put inline, and the
   * CSP sources of what was put inline, in order.
   */
  return async (
    html: string,
    remotes: readonly StylesheetOrigin[],
  ): Promise<{ html: string; styleSources: string[] }> => {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return { html, styleSources: [] };
    const head = html.slice(0, headEnd);
    const links = [...head.matchAll(LINK)];
    const styles = await Promise.all(
      links.map(([, href]) => {
        const file = stylesheetFile(href, shellDist, remotes);
        return file ? inlineStyleOf(href, file) : undefined;
      }),
    );
    const styleSources: string[] = [];
    let index = 0;
    const inlined = head.replace(LINK, (link) => {
      const style = styles[index++];
      if (!style) return link;
      // The same stylesheet linked twice is put inline once.
      if (styleSources.includes(style.source)) return '';
      styleSources.push(style.source);
      return style.element;
    });
    return { html: inlined + html.slice(headEnd), styleSources };
  };
}

/** Browser manifests by remote and version (a version's manifest never changes). */
const manifests = new Map<string, Promise<BrowserManifest['manifest'] | undefined>>();

const readManifest = async (source: string): Promise<BrowserManifest['manifest']> => {
  if (source.startsWith('file:')) {
    return JSON.parse(readFileSync(fileURLToPath(source), 'utf8')) as BrowserManifest['manifest'];
  }
  const response = await fetch(source, { signal: AbortSignal.timeout(budget.remotesMs) });
  if (!response.ok) throw new Error(`${source}: HTTP ${response.status}`);
  return (await response.json()) as BrowserManifest['manifest'];
};

/** A task's remote as the shell's renderer takes it: with its browser manifest, if readable. */
async function withManifest(name: string, remote: TaskRemote): Promise<ServerRemote> {
  const key = `${name}@${remote.version}`;
  let manifest = manifests.get(key);
  if (!manifest) {
    // Unreadable: the page is rendered without its preload hints, and tried again next time.
    manifest = readManifest(remote.browserSource).catch(() => {
      manifests.delete(key);
      return undefined;
    });
    manifests.set(key, manifest);
  }
  const browser = await manifest;
  return {
    entry: remote.entry,
    version: remote.version,
    browser: browser && { url: remote.browserUrl, manifest: browser },
  };
}

/** The kinds of page this worker has rendered: an owner's page, in a language. */
const renderedKinds = new Set<string>();
// (A task always names its page; a test may send less.)
const kindOf = (task: RenderTask) => `${task.page?.owner} ${task.page?.path}`;

/**
 * The render budget of this task. Warm (this worker has rendered this kind of page before):
 * the budget's short React pass. Cold (its first: the remote's code loads and is compiled
 * here now, and a long page takes several times longer): the first pass may run until
 * just before the pool's deadline for the worker (`workerMs`), so that a page that renders
 * within that deadline is never cut at start.
 */
function budgetFor(task: RenderTask, started: number): RenderRequest['budget'] {
  const { remotesMs, renderMs, workerMs } = budget;
  if (renderedKinds.has(kindOf(task))) return { remotesMs, renderMs };
  return {
    remotesMs,
    renderMs,
    firstPassUntil: Date.now() + workerMs - 150 - (performance.now() - started),
  };
}

/** One page: a RenderTask from the pool, rendered as `shell/src/server/render.tsx` asks. */
export async function renderTask(task: RenderTask): Promise<TaskAnswer> {
  const started = performance.now();
  if ('problem' in shell) return { kind: 'shell-build-failed', message: shell.problem };
  remotesInUse = Object.keys(task.serverRemotes);
  const serverRemotes = Object.fromEntries(
    await Promise.all(
      Object.entries(task.serverRemotes).map(
        async ([name, remote]) => [name, await withManifest(name, remote)] as const,
      ),
    ),
  );
  const { inlineStyles, ...page } = task;
  const request: RenderRequest = {
    ...page,
    template: shell.template,
    budget: budgetFor(task, started),
    serverRemotes,
  };
  const result = await shell.build.renderPage(request);
  renderedKinds.add(kindOf(task));
  if (!inlineStyles) return { kind: 'rendered', result };
  const inlined = await inlineStylesheets(result.html, Object.values(task.serverRemotes));
  return {
    kind: 'rendered',
    result: { ...result, html: inlined.html, styleSources: inlined.styleSources },
  };
}
