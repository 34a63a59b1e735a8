// Page renders in a pool of worker threads (piscina: it replaces a worker that dies, ends
// one whose task is aborted, limits each one's memory), so no section's code runs in the
// process that accepts connections. A page crosses to a worker once, as a task
// (protocol.ts): what `pageFor` worked out, the server builds of its remotes usable now,
// the files its builds list for it. A render past its budget (a loop included) is ended
// and the page rendered again without its remotes (their failure panel, 503); a remote
// whose code keeps ending workers is benched for a while (supervision.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Piscina from 'piscina';
import type { PageTarget, RenderResult } from 'shell/server';
import type { Composition } from '../composition/remotes-config.ts';
import { besideManifest, localeOfPath, withoutLocale } from '../composition/shared-content.ts';
import type { RenderBudget } from '../config.ts';
import { serverModule } from '../paths.ts';
import type { LiveInputs } from './page.ts';
import type { RenderTask, TaskAnswer, TaskRemote, WorkerData } from './protocol.ts';
import type { ShellServerBuild } from './shell-build.ts';
import { type PoolObserver, supervision } from './supervision.ts';

/** A render that failed because the shell's own server build cannot be loaded. */
class ShellBuildFailed extends Error {}

/** A problem log (observation/metrics.ts, problemLog): one line per problem and its end. */
export type Problems = {
  failed: (key: string, message: string, fields?: Record<string, unknown>) => void;
  recovered?: (key: string, fields?: Record<string, unknown>) => void;
};

/** A counting semaphore: renders wait here, so a render's clock starts when it runs. */
function slots(count: number) {
  let free = count;
  const waiting: ((value?: unknown) => void)[] = [];
  return {
    async take() {
      if (free > 0) {
        free -= 1;
        return;
      }
      await new Promise((resolve) => waiting.push(resolve));
    },
    give() {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    },
  };
}

const isStylesheet = (url: string) => url.endsWith('.css');
/** A page's files as its build lists them, told apart: scripts to start, stylesheets to link. */
const byKind = (urls: string[]) => ({
  scripts: urls.filter((url) => !isStylesheet(url)),
  styles: urls.filter(isStylesheet),
});

/**
 * The shell's own files a page needs besides its entry, as its build listed them
 * (`page-chunks.json`, build-preset/src/page-chunks.ts): the bootstrap, in another
 * language than English the chrome's texts, and on one of the shell's own pages that
 * page's component and texts in its language; each with its stylesheets.
 */
export function shellFilesFinder(shellDist: string): (path: string, owner: string) => string[] {
  const listed = JSON.parse(readFileSync(join(shellDist, 'page-chunks.json'), 'utf8')) as {
    chrome: Record<string, string[]>;
    pages: Record<string, Record<string, string[]>>;
  };
  const urls = (files: string[] | undefined) => (files ?? []).map((file) => `/${file}`);
  return (path, owner) => {
    const lang = localeOfPath(path);
    const chrome = urls(listed.chrome[lang]);
    if (owner !== 'shell') return chrome;
    return [...chrome, ...urls(listed.pages[withoutLocale(path)]?.[lang])];
  };
}

/**
 * The page with the scripts its section's build lists for it in its language (its
 * component's and its texts' chunks), which the browser starts with the remote's entry
 * instead of after it.
 */
function withPageChunks(page: PageTarget, { remotes, described }: Composition): PageTarget {
  const owned = described[page.owner]?.pages;
  const entry = remotes[page.owner];
  if (!owned || !entry) return page;
  const english = withoutLocale(page.path);
  const listed = owned.chunks[owned.aliases[english] ?? english]?.[localeOfPath(page.path)];
  if (!listed?.length) return page;
  const { scripts: chunks, styles } = byKind(
    listed.map((file) => besideManifest(entry.manifest, file)),
  );
  return {
    ...page,
    modules: page.modules.map((module) =>
      module.remote === page.owner ? { ...module, chunks, styles } : module,
    ),
  };
}

export function createRenderPool({
  shellDist,
  budget,
  reportSample,
  workers: size,
  workerMemoryMb,
  log = console,
  problems,
  now = Date.now,
  observer,
  compatibilityProblems = () => [],
  shellFilesFor = () => [],
  noticesLive = true,
  inlineStyles = true,
}: {
  shellDist: string;
  budget: RenderBudget;
  reportSample: number;
  /** How many renders run at once (SSR_WORKERS; one per core by default). */
  workers: number;
  /** Each worker's heap limit (MB): a page that allocates without bound ends its worker only. */
  workerMemoryMb: number;
  log?: Pick<Console, 'warn' | 'error' | 'info'>;
  problems: Problems;
  now?: () => number;
  observer?: PoolObserver;
  /** Why a remote cannot run with the shell's singletons (the shell's server build). */
  compatibilityProblems?: ShellServerBuild['compatibilityProblems'];
  /** The shell's files a page needs besides its entry (`shellFilesFinder`). */
  shellFilesFor?: (path: string, owner: string) => string[];
  /** The page reads the notices again in the browser (a prerender's are baked in). */
  noticesLive?: boolean;
  /** Put each page's stylesheets inline (render-task.ts); a prerender links them. */
  inlineStyles?: boolean;
}) {
  const pool: Piscina<RenderTask, TaskAnswer> = new Piscina({
    filename: serverModule('rendering/worker'),
    workerData: { shellDist, budget, reportSample } satisfies WorkerData,
    minThreads: size,
    maxThreads: size,
    idleTimeout: Number.POSITIVE_INFINITY,
    // Workers run their event loops between tasks: a remote's stray timer fires (and is
    // caught) at once, not during the next visitor's render.
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: workerMemoryMb },
  });
  const free = slots(size);
  const supervisor = supervision({ log, problems, now, observer, workerMs: budget.workerMs });
  pool.on('message', supervisor.workerMessage);
  pool.on('error', (error: Error) => log.error(`A render worker failed: ${error.message}`));

  const runOnce = async (request: RenderTask): Promise<RenderResult> => {
    await free.take();
    let answer: TaskAnswer;
    try {
      // Past the render's own deadlines (config.ts, the render budget): the worker is ended.
      answer = await pool.run(request, { signal: AbortSignal.timeout(budget.workerMs) });
    } finally {
      free.give();
    }
    if (answer.kind === 'rendered') return answer.result;
    // The shell's own build failed: the page fails as the shell's, and no remote is
    // blamed or benched for it.
    problems.failed('shell (server build)', answer.message);
    throw new ShellBuildFailed(answer.message);
  };

  const without = (request: RenderTask, remotes: string[]): RenderTask => ({
    ...request,
    serverRemotes: Object.fromEntries(
      Object.entries(request.serverRemotes).filter(([name]) => !remotes.includes(name)),
    ),
  });

  /** Renders one task; never with a benched remote. */
  const render = async (request: RenderTask): Promise<RenderResult & { struck: string[] }> => {
    const at = now();
    const skipped = Object.keys(request.serverRemotes).filter(
      (remote) => (supervisor.benchedUntil.get(remote) ?? 0) > at,
    );
    if (skipped.length > 0) observer?.renderFailed(skipped, 'benched');
    const task = without(request, skipped);
    try {
      // `struck`: remotes left out of this render, already counted as failed.
      return { ...(await runOnce(task)), struck: skipped };
    } catch (error) {
      if (error instanceof ShellBuildFailed) throw error;
      const struck = Object.keys(task.serverRemotes);
      supervisor.renderFailed(struck, error);
      // Again without the page's remotes: their parts show the failure panel (and are
      // counted once, here, not again as parts that failed).
      return { ...(await runOnce(without(task, struck))), struck: [...skipped, ...struck] };
    }
  };

  /** The server builds of these remotes that can be used now, from the snapshot. */
  const serverRemotesFor = (names: readonly string[], { remotes, described }: Composition) => {
    const found: Record<string, TaskRemote> = {};
    for (const name of names) {
      if (!remotes[name]) continue;
      // Found with the snapshot (remotes-config.ts): no file is read here.
      const { remote, problem } = described[name]?.server ?? {
        problem: `${name} is not in the composition`,
      };
      const key = `${name} (server build)`;
      if (!remote) {
        observer?.renderFailed([name], 'missing-build');
        problems.failed(key, `not found (${remotes[name].manifest}): ${problem}`, { remote: name });
        continue;
      }
      const fields = { remote: name, version: remote.version };
      // A remote that cannot run with the shell's singletons is refused: its part fails
      // (the failure panel) instead of breaking the render.
      const refused = compatibilityProblems(name, remote.browser.manifest);
      if (refused.length > 0) {
        problems.failed(key, `refused: ${refused.join('; ')}`, fields);
        continue;
      }
      problems.recovered?.(key, fields);
      // The worker keeps the browser manifest by version: the task says where it is.
      const { entry, version, browser, browserSource } = remote;
      found[name] = { entry, version, browserUrl: browser.url, browserSource };
    }
    return found;
  };

  return {
    render,
    /** Renders a page `pageFor` worked out; `remotes`: those rendered on the server. */
    async renderPage(page: PageTarget, snapshot: Composition, notices: LiveInputs['notices']) {
      const serverRemotes = serverRemotesFor(
        page.modules.map((module) => module.remote),
        snapshot,
      );
      const shellFiles = byKind(shellFilesFor(page.path, page.owner));
      const result = await render({
        page: withPageChunks(page, snapshot),
        remotes: snapshot.remotes,
        serverRemotes,
        shellScripts: shellFiles.scripts,
        shellStyles: shellFiles.styles,
        notices: notices?.notices,
        noticesLive,
        inlineStyles,
      });
      return { result, remotes: Object.keys(serverRemotes) };
    },
    close: () => pool.destroy(),
  };
}
