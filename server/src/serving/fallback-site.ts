// The prerendered copy of the site that a proxy in front answers from where Node fails
// and its cache has no copy (the nginx recipe's fallback, the Varnish recipe's static
// backend): a server keeps `DIR/current` current, DIR being FALLBACK_SITE (by default
// `fallback` in the release folder; `off`: none). After every release or rollback (of the
// shell or a remote) and every change of the owner's notices file, the server notices the
// change (it already watches them: the composition's stamp, the live shell's folder, the
// notices' version), runs `pnpm prerender` in a child process (never in the process that
// serves) into a hidden folder `DIR/.making-<time>-<pid>`, renames it `DIR/<time>-<pid>`
// and switches the link `DIR/current` to it by a rename, so a reader sees the old copy or
// the new one, whole. The copy before stays one switch longer (a proxy may be sending from
// it); older ones are removed (never a folder still being made, by this server or another
// on the same release folder). A prerender that fails keeps the copy in place and is tried
// again at the next change.
//
// Each copy records what it was made of (`.made-for`): a server started on a site that
// has not changed since (a restart, a second replica) makes none, so a start costs nothing.
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { serverModule } from '../paths.ts';

/** `pnpm prerender`, as the built command-line tool runs it. */
const prerenderCommand = () => [serverModule('cli'), 'prerender'];

/** A folder being made that is older than this was left by a server that died. */
const STALE_MS = 10 * 60_000;

export type FallbackSite = { close: () => Promise<void>; made: () => number };

/**
 * Keeps `dir/current` a prerender of the site as it is now. `liveKey` says what the site
 * is made of now (changes with every release, rollback and notices change); it is asked
 * every `checkMs`.
 */
export function keepFallbackSite({
  dir,
  env,
  liveKey,
  log,
  checkMs = 1000,
  command = prerenderCommand(),
}: {
  dir: string;
  env: NodeJS.ProcessEnv;
  liveKey: () => Promise<string>;
  log: { info: (line: string) => void; warn: (line: string) => void };
  checkMs?: number;
  /** The Node script and its arguments, run with `--out FOLDER` added (tests give another). */
  command?: string[];
}): FallbackSite {
  const root = resolve(dir);
  mkdirSync(root, { recursive: true });
  const current = join(root, 'current');
  const MADE_FOR = '.made-for';
  let madeFor: string | undefined;
  try {
    madeFor = readFileSync(join(current, MADE_FOR), 'utf8');
  } catch {
    // No copy yet (or one from before copies said what they were made of).
  }
  let running: Promise<void> | undefined;
  let child: ReturnType<typeof spawn> | undefined;
  let closed = false;
  let made = 0;

  const prerenderInto = (out: string) =>
    new Promise<boolean>((done) => {
      let output = '';
      child = spawn(process.execPath, [...command, '--out', out], {
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.stderr?.on('data', (chunk: Buffer) => {
        output += chunk;
      });
      child.on('error', (error) => {
        output += error.message;
      });
      child.on('close', (code) => {
        child = undefined;
        if (code !== 0 && !closed) {
          log.warn(`Fallback site not remade (the copy in place stays): ${output.trim()}`);
        }
        done(code === 0);
      });
    });

  /** Switches `current` to `folder` (a link renamed over the old one) and tidies up. */
  const switchTo = (folder: string) => {
    const previous = existsSync(current) ? readlinkSync(current) : undefined;
    const next = join(root, `.current.${process.pid}.tmp`);
    rmSync(next, { force: true });
    symlinkSync(folder, next);
    renameSync(next, current);
    for (const name of readdirSync(root)) {
      const path = join(root, name);
      if (name !== 'current' && name !== folder && name !== previous && !name.startsWith('.')) {
        rmSync(path, { recursive: true, force: true });
      } else if (name.startsWith('.making-') && Date.now() - statSync(path).mtimeMs > STALE_MS) {
        // Left by a server killed while making it.
        rmSync(path, { recursive: true, force: true });
      }
    }
  };

  const check = async () => {
    const key = await liveKey();
    if (key === madeFor || closed) return;
    const folder = `${Date.now()}-${process.pid}`;
    const making = join(root, `.making-${folder}`);
    const started = performance.now();
    if (await prerenderInto(making)) {
      if (closed) return rmSync(making, { recursive: true, force: true });
      writeFileSync(join(making, MADE_FOR), key);
      renameSync(making, join(root, folder));
      switchTo(folder);
      madeFor = key;
      made += 1;
      log.info(
        `Fallback site remade in ${Math.round(performance.now() - started)} ms (${join(root, folder)})`,
      );
    } else {
      rmSync(making, { recursive: true, force: true });
      // Tried again at the next change, not in a loop.
      madeFor = key;
    }
  };

  const timer = setInterval(() => {
    running ??= check()
      .catch((error: Error) => log.warn(`Fallback site: ${error.message}`))
      .finally(() => {
        running = undefined;
      });
  }, checkMs);
  timer.unref();

  return {
    /** How many copies were made since the start. */
    made: () => made,
    async close() {
      closed = true;
      clearInterval(timer);
      child?.kill();
      await running;
    },
  };
}
