// `pnpm check:bundles [mf-name …]`: checks that no remote's build holds a private copy of a
// site-wide fact (remote-bundles.mjs), that every singleton it shares is the version the
// shell's build provides (singleton-versions.mjs) and that the shell's browser entry carries
// no snapshot (manifest) code of the federation runtime (federation-entry.mjs); exits 1 on
// any hit, or when a remote or the shell has not been built.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import { shellEntryProblems } from './federation-entry.mjs';
import { hitMessage, scanBundles, siteFactSentinels } from './remote-bundles.mjs';
import { singletonDrift } from './singleton-versions.mjs';
import { remoteNames, workspace } from './workspace.mjs';

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !remoteNames.includes(name));
if (unknown.length > 0) {
  console.error(
    `check:bundles: unknown remote ${unknown.join(', ')} (remotes: ${remoteNames.join(', ')})`,
  );
  process.exit(1);
}
const jiti = createJiti(import.meta.url, { moduleCache: false });
const sentinels = siteFactSentinels({
  config: await jiti.import(join(workspace, 'shared-content/src/site/config.ts')),
  locations: await jiti.import(join(workspace, 'shared-content/src/site/locations.ts')),
});

/** @type {typeof import('../shared-content/src/logic/versions.ts')} */
const versions = await jiti.import(join(workspace, 'shared-content/src/logic/versions.ts'));
/** @param {string} dist */
const sharedOf = (dist) =>
  /** @type {{ shared?: import('./singleton-versions.mjs').ManifestShared[] }} */ (
    JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8'))
  ).shared ?? [];
const shellManifest = join(workspace, 'shell/dist/mf-manifest.json');
if (!existsSync(shellManifest)) {
  console.error('shell: no build (shell/dist/mf-manifest.json is missing): run pnpm build first');
  process.exit(1);
}
const shellShared = sharedOf(join(workspace, 'shell/dist'));
const entryProblems = shellEntryProblems(join(workspace, 'shell/dist'));
for (const line of entryProblems) console.error(line);
if (entryProblems.length === 0) console.log('shell: its entry carries no federation snapshot code');
/** The runtime's rule for a requirement, for the `^x.y.z` ones the builds write. */
const satisfies = (/** @type {string} */ version, /** @type {string} */ required) =>
  versions.singletonMismatches('', [{ name: 'x', singleton: true, requiredVersion: required }], {
    x: version,
  }).length === 0;

let failed = entryProblems.length > 0;
for (const remote of asked.length > 0 ? asked : remoteNames) {
  const dist = join(workspace, remote, 'dist');
  if (!existsSync(dist)) {
    console.error(`${remote}: no build (${remote}/dist is missing): run pnpm build first`);
    failed = true;
    continue;
  }
  const drift = singletonDrift(remote, sharedOf(dist), shellShared, satisfies);
  if (drift.length === 0)
    console.log(`${remote}: every singleton it shares is the shell's version`);
  else failed = true;
  for (const line of drift) console.error(line);
  const hits = scanBundles(dist, sentinels);
  if (hits.length === 0) {
    console.log(`${remote}: no private copy of site-wide facts`);
    continue;
  }
  failed = true;
  for (const hit of hits) console.error(hitMessage(hit, workspace));
  const files = new Set(hits.map((hit) => hit.file)).size;
  console.error(
    `${remote}: ${hits.length} site-wide fact(s) in ${files} file(s) of its build; a shell-only deploy would leave these copies stale`,
  );
}
process.exit(failed ? 1 : 0);
