// The console under test, as its own process (`owner.mjs serve`) on a fresh database and
// release folder, and the CLI against the same database.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ownerBin = resolve(fileURLToPath(import.meta.url), '../../bin/owner.mjs');

export async function startConsole({
  port = Number(process.env.OWNER_E2E_PORT ?? 8090),
  releaseRoot,
  publicOrigin,
}: {
  port?: number;
  releaseRoot?: string;
  /** Where owners reach it (a site or cache in front); the console's own address by default. */
  publicOrigin?: string;
} = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'owner-e2e-'));
  const origin = `http://localhost:${port}`;
  const env = {
    ...process.env,
    OWNER_PORT: String(port),
    OWNER_HOST: '127.0.0.1',
    OWNER_PUBLIC_ORIGIN: publicOrigin ?? origin,
    OWNER_DB: join(folder, 'owner.sqlite'),
    RELEASE_ROOT: releaseRoot ?? join(folder, 'release'),
  };
  const child: ChildProcess = spawn(process.execPath, [ownerBin, 'serve'], {
    env,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/owner/sign-in`)).ok) break;
    } catch {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error('the console did not start');
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  return {
    origin,
    releaseRoot: env.RELEASE_ROOT,
    noticesFile: join(env.RELEASE_ROOT, 'notices.json'),
    /** `pnpm owner:invite <name>`: the link it prints. */
    invite(name: string) {
      const out = execFileSync(process.execPath, [ownerBin, 'invite', name], {
        env,
        encoding: 'utf8',
      });
      const link = /https?:\/\/\S+\/owner\/enroll#\S+/.exec(out)?.[0];
      if (!link) throw new Error(`no invite link in: ${out}`);
      return link;
    },
    stop: () => {
      child.kill();
    },
  };
}
