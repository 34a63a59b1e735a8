// `pnpm start` on one machine: the owner's console (owner/, `pnpm owner:start`) as a
// process of its own beside the site, on loopback at OWNER_PORT (8090), writing the
// notices file this server reads. The site forwards /owner to it (routes/owner.ts), so the
// owner uses one address; the site itself never writes the file. A console that stops
// leaves the site serving (its /owner then answers 502); it ends with this process.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { Config } from '../config.ts';
import { workspace } from '../paths.ts';

export type OwnerConsole = { origin: string; process: ChildProcess };

/**
 * Starts the console for the site `config` describes and resolves once it answers (or
 * after 20 s, saying so); `env` is passed on, so OWNER_DB and the console's other settings
 * (docs/owner-console.md) apply.
 */
export async function startOwnerConsole(
  config: Config,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void = console.error,
): Promise<OwnerConsole> {
  const origin = `http://127.0.0.1:${config.owner.port}`;
  const child = spawn(process.execPath, [join(workspace, 'owner/bin/owner.mjs'), 'serve'], {
    cwd: workspace,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      OWNER_PORT: String(config.owner.port),
      OWNER_HOST: '127.0.0.1',
      // The owner's browser reaches it through the site: the site's address is its origin.
      OWNER_PUBLIC_ORIGIN: env.OWNER_PUBLIC_ORIGIN ?? `http://localhost:${config.port}`,
      // Only this server talks to it: its X-Forwarded-For and -Proto are believed.
      OWNER_TRUST_PROXY: env.OWNER_TRUST_PROXY ?? '127.0.0.1',
      NOTICES_FILE: config.paths.noticesFile,
    },
  });
  const stop = () => child.kill();
  process.once('exit', stop);
  child.once('exit', (code, signal) => {
    process.off('exit', stop);
    log(`the owner's console stopped (${signal ?? `exit code ${code}`}); /owner answers 502`);
  });
  const deadline = Date.now() + 20_000;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const answered = await fetch(`${origin}/owner/sign-in`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (answered) return { origin, process: child };
    await new Promise((done) => setTimeout(done, 200));
  }
  log(`the owner's console did not answer on ${origin}; the site starts without it`);
  return { origin, process: child };
}
