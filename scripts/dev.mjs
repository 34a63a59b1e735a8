// `pnpm dev`: the site as production renders it, rebuilt as you edit. Validates the content,
// then runs, with `concurrently` (a named, coloured prefix each):
//   - each package's production build in watch mode (`rsbuild build --watch`, into
//     `.dev-release/<site>/builds/`; build-preset/src/dev-build.ts), and
//   - the production server (`site dev`, server/src/commands/dev.ts), which releases each
//     finished build into `.dev-release/<site>/release/` and serves it: server-rendered
//     pages, islands, the CSP; open pages reload when a release goes live.
// `pnpm dev` is the whole site on http://localhost:3000. `pnpm --filter <section> dev`
// (run in a package folder, or `node scripts/dev.mjs <section>`) is that section alone on
// its own dev port, with the shell's build (`shell/dist`, built first if missing).
// A child that crashes does not stop the others (it is restarted, up to 3 times). SIGINT
// or SIGTERM stops every child and then this process, before any restart can happen.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { concurrently } from 'concurrently';
import { UsageError } from 'node-kit/usage';
import { ensureServerBuild } from './server-build.mjs';
import { builtPackages, devPorts, workspace } from './workspace.mjs';

/** The section asked for: an argument, or the package folder `pnpm --filter <name> dev` runs in. */
function sectionAsked() {
  const [argument, ...rest] = process.argv.slice(2);
  if (argument === '--help' || argument === '-h') {
    console.log(
      'Usage: pnpm dev (the whole site on :3000) | pnpm --filter <section> dev (one section alone)',
    );
    process.exit(0);
  }
  if (rest.length > 0) throw new UsageError(`one section at most, not ${rest.length + 1}`);
  const name = argument ?? (process.cwd() === workspace ? undefined : basename(process.cwd()));
  if (name !== undefined && !builtPackages.includes(name)) {
    throw new UsageError(`${name} is not a section; there are: ${builtPackages.join(', ')}`);
  }
  return name;
}

/** The shell's production build, for a section alone; built when it is missing. */
async function ensureShellBuild() {
  const dist = join(workspace, 'shell/dist');
  /** @type {{ SHELL_BUILD_FILES: string[] }} (what a release of the shell takes) */
  const { SHELL_BUILD_FILES } = await import(join(workspace, 'server/dist/releases/builds.js'));
  if (SHELL_BUILD_FILES.every((file) => existsSync(join(dist, file)))) return dist;
  console.log('No shell build yet: building it once…');
  execFileSync('pnpm', ['--filter', 'shell', 'build'], { cwd: workspace, stdio: 'inherit' });
  return dist;
}

let section;
try {
  section = sectionAsked();
} catch (error) {
  const { message, exitCode } = /** @type {{ message: string, exitCode?: number }} */ (error);
  console.error(`pnpm dev: ${message}`);
  process.exit(exitCode ?? 1);
}
execFileSync('node', [join(workspace, 'scripts/validate-content.mjs')], { stdio: 'inherit' });
ensureServerBuild();

const alone = section !== undefined && section !== 'shell';
const watched = section ? [section] : builtPackages;
const port = section ? devPorts[section] : devPorts.shell;
const folder = join(workspace, '.dev-release', section ?? 'site');
const builds = join(folder, 'builds');
// Each session starts from fresh builds: no marker of an earlier one is released.
rmSync(builds, { recursive: true, force: true });
mkdirSync(builds, { recursive: true });

const colors = ['blue', 'green', 'magenta', 'yellow', 'cyan', 'red', 'gray', 'white'];
const rsbuild = (/** @type {string} */ name) => join(workspace, name, 'node_modules/.bin/rsbuild');
const serverArgs = [
  `--builds ${relative(workspace, builds)}`,
  `--root ${relative(workspace, join(folder, 'release'))}`,
  ...(alone ? [`--shell ${relative(workspace, await ensureShellBuild())}`] : []),
];
console.log(
  `${section ? `${section} alone` : 'The site'} (server-rendered, as in production): http://localhost:${port}/`,
);

const { result, commands } = concurrently(
  [
    ...watched.map((name, index) => ({
      command: `"${rsbuild(name)}" build --watch`,
      name: name.replace(/^mf-/, ''),
      cwd: join(workspace, name),
      env: { SITE_DEV_BUILDS: builds },
      prefixColor: colors[index % colors.length],
    })),
    {
      command: `node server/dist/cli.js dev ${serverArgs.join(' ')}`,
      name: 'server',
      cwd: workspace,
      env: { PORT: String(port) },
      prefixColor: 'white',
    },
  ],
  { cwd: workspace, killOthersOn: [], restartTries: 3, restartDelay: 2000 },
);

// concurrently restarts a child whose exit code is not 0, and counts only SIGINT as a clean
// stop: a SIGTERM (a process manager, a test stopping the process group) is handled as
// SIGINT, so that no child is started again, and this process ends once all have stopped.
let stopping = false;
const stop = (/** @type {NodeJS.Signals} */ signal) => {
  if (stopping) return;
  stopping = true;
  if (signal !== 'SIGINT') process.emit('SIGINT', 'SIGINT');
  for (const command of commands) {
    command.start = () => {};
    if (!command.exited) command.kill('SIGINT');
  }
  setTimeout(() => {
    for (const command of commands) if (!command.exited) command.kill('SIGKILL');
    process.exit(0);
  }, 8000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

result.then(
  () => process.exit(0),
  () => process.exit(stopping ? 0 : 1),
);
