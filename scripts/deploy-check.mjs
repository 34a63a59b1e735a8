// `pnpm deploy:check <remote> [--site URL] [--dist DIR]`: before releasing a freshly built
// remote, compares it with what a running site serves (its /version.json; the check is
// the gate `pnpm release` runs, server/src/releases/gate.ts). Prints "compatible"
// (with notes: the pages it adds or removes) or each reason it is not and what to do,
// and exits 1 when it is not.
//
//   --site URL   the running site (default http://localhost:$PORT, PORT defaulting to 8080:
//                the port `pnpm start` serves on)
//   --dist DIR   the build to check (default <remote>/dist)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import { remoteNames, workspace } from './workspace.mjs';

/** @import { BuiltRemote, LiveVersions } from '../server/src/releases/gate.ts' */

/** @type {typeof import('../server/src/releases/gate.ts')} */
const { compareWithLive } = await createJiti(import.meta.url).import(
  join(workspace, 'server/src/releases/gate.ts'),
);

/**
 * @param {string} file
 * @returns {unknown}
 */
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: {
      type: 'string',
      default: process.env.SITE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`,
    },
    dist: { type: 'string' },
  },
});
const [remote] = positionals;
if (!remote || (!remoteNames.includes(remote) && !values.dist)) {
  console.error(
    `Usage: pnpm deploy:check <remote> [--site URL] [--dist DIR]. Remotes of this workspace: ${remoteNames.join(', ')}.`,
  );
  process.exit(2);
}
const dist = resolve(values.dist ?? join(workspace, remote, 'dist'));
const files = ['mf-manifest.json', 'build-info.json', 'pages.json'].map((file) => join(dist, file));
const missing = files.filter((file) => !existsSync(file));
if (missing.length > 0) {
  console.error(
    `${remote} has no build at ${dist} (missing ${missing.join(', ')}): run "pnpm --filter ${remote} build" first.`,
  );
  process.exit(2);
}
const [manifest, info, pages] = files.map(readJson);
// As the remote's build wrote them.
const build = /** @type {BuiltRemote} */ ({ manifest, info, pages });
/** @type {LiveVersions} */
let live;
try {
  const response = await fetch(new URL('/version.json', values.site));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  live = /** @type {LiveVersions} */ (await response.json());
} catch (error) {
  console.error(
    `${values.site}/version.json cannot be read (${error instanceof Error ? error.message : error}). Is the site running there? Give its address with --site URL.`,
  );
  process.exit(2);
}
const { reasons, notes } = compareWithLive(remote, build, live);
const header = `${remote} ${build.info.version} against ${values.site}`;
if (reasons.length > 0) {
  console.log(`${header}: incompatible`);
  for (const reason of reasons) console.log(`  - ${reason}`);
  process.exit(1);
}
console.log(`${header}: compatible`);
for (const note of notes) console.log(`  note: ${note}`);
