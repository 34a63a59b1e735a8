// Publishing a build: `pnpm release <name>` and `pnpm release --all` (commands/release.ts)
// check it first against what is live in the release folder (gate.ts, also the check of
// `pnpm deploy:check`) and refuse it, saying what to release first, unless forced; then
// publish it as a version and switch to it (store.ts), and watch a remote's release
// (watch.ts). It needs only the server's build and its production dependencies, so it runs
// where the server does (the container's runtime folder, a Kubernetes Job:
// deploy/kubernetes/release-job.yaml).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readSite } from '../composition/read-site.ts';
import { readConfig } from '../config.ts';
import { workspace } from '../paths.ts';
import {
  type BuiltRemote,
  compareShellWithLive,
  compareWithLive,
  type LiveVersions,
} from './gate.ts';
import {
  buildVersion,
  liveVersion,
  REMOTE_BUILD_FILES,
  releaseRemote,
  releaseShell,
  requireBuild,
  SHELL_BUILD_FILES,
} from './store.ts';
import { startWatch } from './watch.ts';
import { workspaceRemotes } from './workspace-remotes.ts';

/** How a release is made: the release folder, and what the command line said. */
export type ReleaseOptions = {
  root: string;
  /** Release even what the gate refuses. */
  force: boolean;
  /** Watch a remote's release, and roll it back when it fails, for this long (0: not at all). */
  watchMinutes: number;
};

/**
 * What is live in the release folder, read as the server reads it (its /version.json).
 */
async function liveSite(root: string): Promise<LiveVersions> {
  const { shell, siteInfo } = await readSite({
    config: readConfig({ RELEASE_ROOT: root }),
    remotesFile: join(root, 'remotes.json'),
  });
  const live = siteInfo.versions() as LiveVersions;
  return shell ? live : { ...live, shell: null };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Refuses (throws) a release the gate finds incompatible, unless --force.
 */
function gate(
  name: string,
  { reasons, notes }: { reasons: string[]; notes: string[] },
  { root, force }: ReleaseOptions,
) {
  for (const note of notes) console.log(`${name}: note: ${note}`);
  if (reasons.length === 0) return;
  const list = reasons.map((reason) => `  - ${reason}`).join('\n');
  if (force) {
    console.warn(`${name}: released with --force although:\n${list}`);
    return;
  }
  throw new Error(
    `${name} was not released: it cannot go live beside what is live in ${root}:\n${list}\n(pnpm release ${name} --force releases it anyway.)`,
  );
}

/** Publishes the shell's build at `from` (the servers take it up without a restart). */
export async function releaseShellChecked(from: string, options: ReleaseOptions) {
  const { root } = options;
  requireBuild('shell', from, SHELL_BUILD_FILES);
  gate(
    'shell',
    compareShellWithLive(
      readJson(join(from, 'build-info.json')) as Parameters<typeof compareShellWithLive>[0],
      await liveSite(root),
    ),
    options,
  );
  const version = releaseShell({ root, from });
  console.log(`shell: release ${version} is live (${root}); running servers take it up now`);
}

/** Publishes the build of the remote `name` at `from`, then watches it (unless told not to). */
export async function releaseRemoteChecked(name: string, from: string, options: ReleaseOptions) {
  const { root } = options;
  requireBuild(name, from, REMOTE_BUILD_FILES);
  const [manifest, info, pages] = ['mf-manifest.json', 'build-info.json', 'pages.json'].map(
    (file) => readJson(join(from, file)),
  );
  gate(
    name,
    compareWithLive(name, { manifest, info, pages } as BuiltRemote, await liveSite(root)),
    options,
  );
  const previous = liveVersion(root, name);
  const version = releaseRemote({ root, name, from });
  console.log(`${name}: release ${version} is live (${root})`);
  const minutes = options.watchMinutes;
  const watch =
    minutes > 0 ? startWatch({ root, remote: name, version, previous, minutes }) : undefined;
  if (watch) {
    console.log(
      `${name}: watched until ${watch.until} (${minutes} min) against ${previous}; rolled back by itself if its errors pass the rule (pnpm status ${name})`,
    );
  }
}

/** `--all`: the shell, then each remote of the workspace, each when its build is not the live one. */
export async function releaseAll(options: ReleaseOptions) {
  const { root } = options;
  const shellBuild = join(workspace, 'shell/dist');
  requireBuild('shell', shellBuild, SHELL_BUILD_FILES);
  const present = SHELL_BUILD_FILES.filter((file) => existsSync(join(shellBuild, file)));
  if (liveVersion(root, 'shell') !== buildVersion(shellBuild, present)) {
    await releaseShellChecked(shellBuild, options);
  }
  for (const name of workspaceRemotes(workspace)) {
    const from = join(workspace, name, 'dist');
    requireBuild(name, from, REMOTE_BUILD_FILES);
    if (liveVersion(root, name) !== buildVersion(from))
      await releaseRemoteChecked(name, from, { ...options, watchMinutes: 0 });
  }
  console.log(`Everything built is live in ${root}.`);
}
