// CI's run of the owner's console as its Kubernetes Deployment runs it
// (deploy/kubernetes/owner-console.yaml), part of `pnpm check:container` (check.sh): the
// Deployment's command and environment, read from the manifest, in the image's runtime
// folder (bundle.sh), with its two volumes (the database's, the release folder) as
// temporary folders. It must answer /owner/sign-in as the console does (no-store, noindex),
// and `owner.mjs invite` and `list` must work on its database (better-sqlite3, a native
// module, loads from the bundle's production dependencies).
//
//   node scripts/container/owner-check.mjs <runtime folder> <port>
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const [runtimeArgument, portArgument] = process.argv.slice(2);
if (!runtimeArgument || !portArgument) {
  console.error('Usage: node scripts/container/owner-check.mjs <runtime folder> <port>');
  process.exit(2);
}
const runtime = resolve(runtimeArgument);
const port = portArgument;
const manifest = fileURLToPath(
  new URL('../../deploy/kubernetes/owner-console.yaml', import.meta.url),
);
const deployment = parseAllDocuments(readFileSync(manifest, 'utf8'))
  .map((document) => document.toJS())
  .find((document) => document.kind === 'Deployment');
/** @type {{ command: string[], env: { name: string, value: string }[], volumeMounts: { mountPath: string }[] }} */
const container = deployment.spec.template.spec.containers[0];

const work = mkdtempSync(join(tmpdir(), 'owner-container-'));
/**
 * Each volume's mount path, as a folder of its own here.
 * @param {string} value
 */
const remap = (value) =>
  container.volumeMounts.reduce(
    (text, { mountPath }, index) => text.replace(mountPath, join(work, `volume-${index}`)),
    value,
  );
/** @type {Record<string, string | undefined>} */
const env = {
  ...process.env,
  NODE_ENV: 'production',
  ...Object.fromEntries(container.env.map(({ name, value }) => [name, remap(value)])),
  OWNER_PORT: port,
  OWNER_HOST: '127.0.0.1',
};
const [program, ...args] = container.command;
const child = spawn(program === 'node' ? process.execPath : program, args, {
  cwd: runtime,
  env,
  stdio: ['ignore', 'ignore', 'inherit'],
});
/** @param {string} message */
const fail = (message) => new Error(`owner-check: ${message}`);
try {
  /** @type {Response | undefined} */
  let answer;
  for (let tries = 0; tries < 100 && child.exitCode === null; tries++) {
    answer = await fetch(`http://127.0.0.1:${port}/owner/sign-in`).catch(() => undefined);
    if (answer) break;
    await sleep(200);
  }
  if (answer?.status !== 200) {
    throw fail(`the console did not answer /owner/sign-in (${answer?.status})`);
  }
  if (answer.headers.get('cache-control') !== 'no-store') {
    throw fail('/owner/sign-in is not no-store');
  }
  if (!answer.headers.get('x-robots-tag')?.includes('noindex')) {
    throw fail('/owner/sign-in is indexable');
  }
  /** @param {string[]} words */
  const cli = (...words) =>
    execFileSync(process.execPath, ['owner/bin/owner.mjs', ...words], {
      cwd: runtime,
      env,
      encoding: 'utf8',
    });
  const invite = cli('invite', 'Container Check');
  if (!invite.includes(`${env.OWNER_PUBLIC_ORIGIN}/owner/enroll#`)) {
    throw fail(`the invite has no link on ${env.OWNER_PUBLIC_ORIGIN}: ${invite}`);
  }
  if (!/Container Check/.test(cli('list'))) throw fail('owner:list does not list the invitee');
  if (!env.OWNER_DB || !existsSync(env.OWNER_DB)) {
    throw fail(`no database at OWNER_DB (${env.OWNER_DB})`);
  }
  console.log(
    "Container bundle: the owner's console answers /owner and keeps its database on its volume.",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  child.kill();
  rmSync(work, { recursive: true, force: true });
}
