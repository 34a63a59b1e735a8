import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2eReleaseRoot } from '../release-root.mjs';

export const workspace = resolve(fileURLToPath(import.meta.url), '../../..');

/** The remote packages of the workspace (each declares itself: `"remote"` in its package.json). */
export const remoteNames: string[] = readdirSync(workspace)
  .filter((dir) => {
    const file = join(workspace, dir, 'package.json');
    return existsSync(file) && 'remote' in JSON.parse(readFileSync(file, 'utf8'));
  })
  .sort();

export interface SiteProcess {
  url: string;
  /** The server's process id (to tell that it is still the same process). */
  pid: number | undefined;
  /** Whether the process is still running. */
  running: () => boolean;
  stop: () => Promise<void>;
}

/** Waits until `url` answers, or fails when `child` exits or the time is up (and stops it). */
export async function waitUntilAnswering(
  url: string,
  child: ChildProcess,
  what: string,
  timeoutMs = 15_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(`${url}/robots.txt`);
      return;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null) {
        child.kill();
        throw new Error(`${what} did not start`);
      }
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}

/** The release folder the default test server serves (released before the tests start). */
export const releaseRoot = e2eReleaseRoot(process.env.E2E_PORT ?? 8080);

let builtRemotes: string | undefined;
/**
 * A deploy folder of the workspace's remote builds as built (`<folder>/<name>` links to
 * `<name>/dist`), for a spec that deploys remotes by hand rather than by release.
 */
function workspaceRemotesFolder() {
  if (!builtRemotes) {
    builtRemotes = mkdtempSync(join(tmpdir(), 'pharmacy-built-remotes-'));
    for (const name of remoteNames) {
      symlinkSync(join(workspace, name, 'dist'), join(builtRemotes, name));
    }
  }
  return builtRemotes;
}

/** remotes.json naming each remote of the workspace beside the shell (`/remotes/<name>/`). */
export const workspaceRemotesJson = () =>
  Object.fromEntries(remoteNames.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));

/** Waits until `url`'s /readyz answers 200 (the server has warmed its render pool). */
async function waitUntilReady(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${url}/readyz`)).status !== 200) {
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/**
 * Starts the production server in a process of its own (as it runs in production),
 * with the given environment, and waits until it answers. By default it serves the tests'
 * release folder; a spec that gives SHELL_DIST or REMOTES_ROOT (a deploy target of its
 * own) gets the workspace's builds for the other.
 */
export async function startSite(
  port: number,
  env: Record<string, string> = {},
): Promise<SiteProcess> {
  const target = env.RELEASE_ROOT
    ? {}
    : env.SHELL_DIST || env.REMOTES_ROOT
      ? { SHELL_DIST: join(workspace, 'shell/dist'), REMOTES_ROOT: workspaceRemotesFolder() }
      : { RELEASE_ROOT: releaseRoot };
  const child: ChildProcess = spawn(process.execPath, ['server/dist/cli.js', 'serve'], {
    cwd: workspace,
    // No prerendered copy unless a spec asks for one (FALLBACK_SITE): servers sharing the
    // tests' release folder would each make one, for nothing.
    env: { ...process.env, FALLBACK_SITE: 'off', ...target, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  await waitUntilAnswering(url, child, `The server on port ${port}`, 20_000);
  // As a load balancer does: traffic once the render pool is warm (/readyz). A server that
  // never gets ready is stopped, not left serving a folder the test is about to remove.
  await waitUntilReady(url, 20_000).catch((error: unknown) => {
    child.kill();
    throw error;
  });
  return {
    url,
    pid: child.pid,
    running: () => child.exitCode === null && child.signalCode === null,
    stop: () => stopped(child),
  };
}

/**
 * Stops `child` (SIGTERM) and resolves once it has exited: a server finishing its work
 * (say, writing its fallback site) must be gone before its folder is removed.
 */
export function stopped(child: ChildProcess | undefined): Promise<void> {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill();
  });
}

/**
 * GET on a connection of its own (no keep-alive): a test that waits longer than the
 * server's keep-alive timeout between requests never reuses a socket being closed.
 */
export function getOnce(url: string): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
      );
    }).on('error', reject);
  });
}

/** Runs a command of the workspace (a Node script); its exit code and output. */
export function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  try {
    const output = execFileSync(process.execPath, [script, ...args], {
      cwd: workspace,
      env: { ...process.env, ...env },
      stdio: 'pipe',
    });
    return { code: 0, output: output.toString() };
  } catch (error) {
    const failed = error as { status: number; stdout: Buffer; stderr: Buffer };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}
