// The production server's supervisor (`pnpm start`, `pnpm serve` and the container run
// the server under it, through serve-supervised.ts): a server process that exits on its own (an error it could not safely
// survive) is started again, after a short pause that grows if it keeps failing; SIGTERM
// and SIGINT go to the server, and the supervisor exits with its code.
import { spawn } from 'node:child_process';
import { serverModule } from '../paths.ts';

export function supervise({
  script = serverModule('commands/serve'),
  env = process.env,
  log = console,
  pausesMs = [200, 1000, 5000],
  maxRestartsPerMinute = 10,
}: {
  script?: string;
  env?: NodeJS.ProcessEnv;
  log?: Pick<Console, 'warn' | 'error'>;
  pausesMs?: number[];
  maxRestartsPerMinute?: number;
} = {}): {
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
  restarts: () => number;
  exited: Promise<number | null>;
} {
  let child: import('node:child_process').ChildProcess | undefined;
  let stopping = false;
  let recent: number[] = [];
  let restarts = 0;
  let stopped: (code: number | null) => void = (): void => {};
  const finished: Promise<number | null> = new Promise((done) => {
    stopped = done;
  });

  const start = () => {
    child = spawn(process.execPath, [script], { env, stdio: 'inherit' });
    child.on('exit', (code, signal) => {
      if (stopping) return stopped(code);
      // EX_CONFIG: nothing to serve (no release); starting it again would not help.
      if (code === 78) return stopped(code);
      const now = Date.now();
      recent = [...recent, now].filter((at) => now - at < 60_000);
      if (recent.length > maxRestartsPerMinute) {
        log.error(`The server exited ${recent.length} times in a minute; giving up`);
        return stopped(1);
      }
      const pause = pausesMs[Math.min(recent.length - 1, pausesMs.length - 1)] ?? 1000;
      log.warn(`The server exited (${signal ?? `code ${code}`}); starting it again in ${pause} ms`);
      restarts += 1;
      setTimeout(start, pause);
    });
  };
  start();

  return {
    stop: (signal = 'SIGTERM') => {
      stopping = true;
      if (!child || child.exitCode !== null || child.signalCode !== null) stopped(0);
      else child.kill(signal);
      return finished;
    },
    restarts: () => restarts,
    exited: finished,
  };
}

/** Runs the server supervised until SIGTERM or SIGINT (or it keeps failing), then exits. */
export function runSupervised() {
  const supervisor = supervise();
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void supervisor.stop(signal));
  }
  void supervisor.exited.then((code) => process.exit(code ?? 0));
}
