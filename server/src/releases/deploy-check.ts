// `pnpm deploy:check <remote>` (commands/release.ts): before releasing a freshly built
// remote, compares it with what a running site serves (its /version.json), by the gate
// `pnpm release` runs (gate.ts). Says "compatible" (with notes: the pages it adds or
// removes) or each reason it is not and what to do.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from 'node-kit/usage';
import { type BuiltRemote, compareWithLive, type LiveVersions } from './gate.ts';

const BUILD_FILES = ['mf-manifest.json', 'build-info.json', 'pages.json'];

/** The remote's build at `dist` against the site at `site`; resolves to whether it may go live. */
export async function deployCheck(remote: string, { dist, site }: { dist: string; site: string }) {
  const missing = BUILD_FILES.map((file) => join(dist, file)).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new UsageError(
      `${remote} has no build at ${dist} (missing ${missing.join(', ')}): run "pnpm --filter ${remote} build" first`,
    );
  }
  const [manifest, info, pages] = BUILD_FILES.map(
    (file) => JSON.parse(readFileSync(join(dist, file), 'utf8')) as unknown,
  );
  // As the remote's build wrote them.
  const build = { manifest, info, pages } as BuiltRemote;
  let live: LiveVersions;
  try {
    const response = await fetch(new URL('/version.json', site));
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    live = (await response.json()) as LiveVersions;
  } catch (error) {
    throw new UsageError(
      `${site}/version.json cannot be read (${error instanceof Error ? error.message : error}); is the site running there? Give its address with --site URL`,
    );
  }
  const { reasons, notes } = compareWithLive(remote, build, live);
  const header = `${remote} ${build.info.version} against ${site}`;
  if (reasons.length > 0) {
    console.log(`${header}: incompatible`);
    for (const reason of reasons) console.log(`  - ${reason}`);
    return false;
  }
  console.log(`${header}: compatible`);
  for (const note of notes) console.log(`  note: ${note}`);
  return true;
}
