// CI's run of the release Job (deploy/kubernetes/release-job.yaml) without a cluster, part
// of `pnpm check:container` (check.sh): the Job's command and environment, read from the
// manifest, run as its pod runs them, in the image's runtime folder (bundle.sh: the
// builds, the built server and its production dependencies only), against a release
// folder of its own standing for the shared volume. A server started from the same folder
// with the Deployment's environment (deployment.yaml) serves that volume, as the pods do.
// The volume first holds an earlier release of the Job's remote; the Job makes the
// image's build live, the same Job as a rollback brings the earlier one back, and after
// each the server's /version.json names the new live version and the remote's page
// answers, rendered from it.
//
//   node scripts/container/release-job.mjs <runtime folder> <port>
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const [runtimeArgument, portArgument] = process.argv.slice(2);
if (!runtimeArgument || !portArgument) {
  console.error('Usage: node scripts/container/release-job.mjs <runtime folder> <port>');
  process.exit(2);
}
const runtime = resolve(runtimeArgument);
const port = Number(portArgument);
const manifests = fileURLToPath(new URL('../../deploy/kubernetes/', import.meta.url));

/**
 * @typedef {{ name: string, value?: string }} EnvVar
 * @typedef {{ command: string[], env?: EnvVar[], volumeMounts: { name: string, mountPath: string }[] }} Container
 */
/**
 * The first container of a manifest's pod template.
 * @param {string} file
 * @returns {Container}
 */
const containerOf = (file) =>
  parse(readFileSync(join(manifests, file), 'utf8')).spec.template.spec.containers[0];

const job = containerOf('release-job.yaml');
const site = containerOf('deployment.yaml');
const mountPath = job.volumeMounts[0]?.mountPath ?? '';
/** The remote the Job releases: the first argument after the script that is no option. */
// The command is `node server/dist/cli.js release <name> …`: the name follows `release`.
const remote =
  job.command
    .slice(job.command.indexOf('release') + 1)
    .find((argument) => !argument.startsWith('-')) ?? '';

const work = mkdtempSync(join(tmpdir(), 'release-job-'));
const volume = join(work, 'volume');
/**
 * A container's environment with the release volume at `volume` (only the variables that
 * name a path on it, when `onVolumeOnly`).
 * @param {Container} container
 * @param {boolean} onVolumeOnly
 */
const envOf = (container, onVolumeOnly) =>
  Object.fromEntries(
    (container.env ?? [])
      .filter(({ value }) => !onVolumeOnly || value?.startsWith(mountPath))
      .map(({ name, value = '' }) => [name, value.replace(mountPath, volume)]),
  );

/**
 * Runs a command in the runtime folder as the Job's pod does; throws with its output
 * when it fails.
 * @param {string[]} command
 */
function run(command) {
  const [file = 'node', ...rest] = command;
  const result = spawnSync(file, rest, {
    cwd: runtime,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production', ...envOf(job, false) },
    timeout: 60_000,
  });
  process.stdout.write(result.stdout ?? '');
  if (result.status !== 0) {
    throw new Error(`${command.join(' ')} failed (${result.status}):\n${result.stderr}`);
  }
}

const origin = `http://127.0.0.1:${port}`;
/** @param {string} path */
const get = async (path) => {
  const answer = await fetch(new URL(path, origin), { signal: AbortSignal.timeout(10_000) });
  return { status: answer.status, text: await answer.text() };
};

/** The version /version.json says is live for the Job's remote. */
async function liveVersion() {
  const { text } = await get('/version.json');
  const url = JSON.parse(text).remotes?.[remote]?.url;
  return /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(String(url))?.[1];
}

/**
 * Waits (at most 10 s) until the server serves `version` of the remote, then checks that
 * the remote's page answers 200, rendered from that version.
 * @param {string} version
 * @param {string} pagePath
 * @param {string} when
 */
async function expectLive(version, pagePath, when) {
  let seen;
  for (let tries = 0; tries < 50; tries += 1) {
    seen = await liveVersion().catch(() => undefined);
    if (seen === version) break;
    await sleep(200);
  }
  if (seen !== version)
    throw new Error(`${when}: the server serves ${remote} ${seen}, not ${version}`);
  const page = await get(pagePath);
  if (page.status !== 200 || !/<h1[\s>]/.test(page.text)) {
    throw new Error(`${when}: ${pagePath} answered ${page.status} without its heading`);
  }
  if (!page.text.includes(`/remotes/${remote}/${version}/`)) {
    throw new Error(`${when}: ${pagePath} was not rendered from ${remote} ${version}`);
  }
  console.log(`${when}: ${remote} ${version} is live and ${pagePath} answers from it.`);
}

const build = join(runtime, remote, 'dist');
/** @type {import('node:child_process').ChildProcess | undefined} */
let server;
try {
  // The image holds its build of the remote at <remote>/dist (bundle.sh), and no jiti: the
  // release command needs nothing the server's production dependencies do not give.
  if (!existsSync(build) || !lstatSync(build).isSymbolicLink()) {
    throw new Error(`The runtime folder has no link ${build} to the image's release of ${remote}.`);
  }
  const imageVersion = basename(readlinkSync(build));
  /** @type {string} */
  const pagePath = JSON.parse(readFileSync(join(build, 'pages.json'), 'utf8')).pages[0];
  const packages = readdirSync(join(runtime, 'node_modules/.pnpm'));
  if (packages.some((name) => name.startsWith('jiti@'))) {
    throw new Error('The runtime folder holds jiti, a dev dependency.');
  }
  if (existsSync(join(runtime, 'scripts'))) throw new Error('The runtime folder holds scripts/.');

  // The volume before the Job: everything released, then an earlier release of the remote
  // (the image's build with its manifest written out again, so another version).
  run(['node', 'server/dist/cli.js', 'release', '--all']);
  const earlier = join(work, 'earlier');
  cpSync(build, earlier, { recursive: true, dereference: true });
  const manifestFile = join(earlier, 'mf-manifest.json');
  writeFileSync(manifestFile, JSON.stringify(JSON.parse(readFileSync(manifestFile, 'utf8'))));
  for (const copy of ['.br', '.gz']) rmSync(`${manifestFile}${copy}`, { force: true });
  run(['node', 'server/dist/cli.js', 'release', remote, '--from', earlier, '--no-watch']);

  // A pod of the Deployment: the image's command, the Deployment's release folder paths.
  server = spawn('node', ['server/dist/cli.js', 'serve'], {
    cwd: runtime,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), ...envOf(site, true) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await get('/readyz').catch(() => undefined))?.status === 200) break;
    await sleep(200);
  }
  const before = await liveVersion();
  if (!before || before === imageVersion) {
    throw new Error(`Before the Job, ${remote} should be an earlier release, not ${before}.`);
  }
  await expectLive(before, pagePath, 'Before the Job');

  run(job.command);
  await expectLive(imageVersion, pagePath, `After the Job (${job.command.join(' ')})`);
  // The Job as the manifest says to roll back: `rollback <name>` instead of `release <name> …`.
  const [node, cli] = job.command;
  run([node, cli, 'rollback', remote]);
  await expectLive(before, pagePath, 'After the Job as a rollback');
  console.log('Release Job: release and rollback work from the runtime folder.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  if (server?.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((done) => server?.once('exit', done));
  }
  rmSync(work, { recursive: true, force: true });
}
