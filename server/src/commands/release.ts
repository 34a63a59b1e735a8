// `pnpm release <name>` and `pnpm rollback <name>`: versioned releases (releases.ts), the
// only way a build goes live. A release is checked first against what is live in the
// release folder (release-gate.ts, also the check of `pnpm deploy:check`) and refused,
// saying what to release first, unless --force. It needs only the server's build and its
// production dependencies, so it runs where the server does (the container's runtime
// folder, a Kubernetes Job: deploy/kubernetes/release-job.yaml).
//
//   pnpm release mf-medpack [--from DIR]     DIR: the build (default mf-medpack/dist)
//   pnpm release shell [--from DIR]          the shell (servers take it up without a restart)
//   pnpm release --all                       the shell, then every remote of the workspace
//                                            whose build is not the live one (pnpm start)
//   pnpm rollback mf-medpack [--to VERSION]  default: the release before the live one
//   --force                                  release even what the gate refuses
//   --no-watch                               no release watch (release-watch.ts): by default a
//                                            remote's release is rolled back by the servers when
//                                            its errors pass the rule within RELEASE_WATCH_MINUTES
//   --root DIR                               the release folder (RELEASE_ROOT, default ./release)
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readSite } from '../composition/live-site.ts';
import { releaseRoot, workspace } from '../paths.ts';
import {
  type BuiltRemote,
  compareShellWithLive,
  compareWithLive,
  type LiveVersions,
} from '../releases/gate.ts';
import {
  buildVersion,
  liveVersion,
  REMOTE_BUILD_FILES,
  releaseRemote,
  releaseShell,
  requireBuild,
  rollbackRemote,
  SHELL_BUILD_FILES,
} from '../releases/store.ts';
import { startWatch, watchSettings } from '../releases/watch.ts';
import { workspaceRemotes } from '../releases/workspace-remotes.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: releaseRoot() },
    from: { type: 'string' },
    to: { type: 'string' },
    rollback: { type: 'boolean', default: false },
    all: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    'no-watch': { type: 'boolean', default: false },
  },
});
const root = resolve(values.root);

/**
 * What is live in the release folder, read as the server reads it (its /version.json).
 */
async function liveSite(): Promise<LiveVersions> {
  const { shell, siteInfo } = await readSite({
    env: { RELEASE_ROOT: root },
    remotesFile: join(root, 'remotes.json'),
  });
  const live = siteInfo.versions() as LiveVersions;
  return shell ? live : { ...live, shell: null };
}

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Refuses (throws) a release the gate finds incompatible, unless --force.
 */
function gate(name: string, { reasons, notes }: { reasons: string[]; notes: string[] }) {
  for (const note of notes) console.log(`${name}: note: ${note}`);
  if (reasons.length === 0) return;
  const list = reasons.map((reason) => `  - ${reason}`).join('\n');
  if (values.force) {
    console.warn(`${name}: released with --force although:\n${list}`);
    return;
  }
  throw new Error(
    `${name} was not released: it cannot go live beside what is live in ${root}:\n${list}\n(pnpm release ${name} --force releases it anyway.)`,
  );
}

async function releaseShellChecked(from: string) {
  requireBuild('shell', from, SHELL_BUILD_FILES);
  gate(
    'shell',
    compareShellWithLive(
      readJson(join(from, 'build-info.json')) as Parameters<typeof compareShellWithLive>[0],
      await liveSite(),
    ),
  );
  const version = releaseShell({ root, from });
  console.log(`shell: release ${version} is live (${root}); running servers take it up now`);
}

/**
 * @param [options] watch: start the release watch (not for --all)
 */
async function releaseRemoteChecked(
  name: string,
  from: string,
  { watch: watched = true }: { watch?: boolean } = {},
) {
  requireBuild(name, from, REMOTE_BUILD_FILES);
  const [manifest, info, pages] = ['mf-manifest.json', 'build-info.json', 'pages.json'].map(
    (file) => readJson(join(from, file)),
  );
  gate(name, compareWithLive(name, { manifest, info, pages } as BuiltRemote, await liveSite()));
  const previous = liveVersion(root, name);
  const version = releaseRemote({ root, name, from });
  console.log(`${name}: release ${version} is live (${root})`);
  const watch =
    !watched || values['no-watch']
      ? undefined
      : startWatch({ root, remote: name, version, previous });
  if (watch) {
    console.log(
      `${name}: watched until ${watch.until} (${watchSettings(process.env).minutes} min) against ${previous}; rolled back by itself if its errors pass the rule (pnpm status ${name})`,
    );
  }
}

/** `--all`: the shell, then each remote of the workspace, each when its build is not the live one. */
async function releaseAll() {
  const shellBuild = join(workspace, 'shell/dist');
  requireBuild('shell', shellBuild, SHELL_BUILD_FILES);
  const present = SHELL_BUILD_FILES.filter((file) => existsSync(join(shellBuild, file)));
  if (liveVersion(root, 'shell') !== buildVersion(shellBuild, present)) {
    await releaseShellChecked(shellBuild);
  }
  for (const name of workspaceRemotes(workspace)) {
    const from = join(workspace, name, 'dist');
    requireBuild(name, from, REMOTE_BUILD_FILES);
    if (liveVersion(root, name) !== buildVersion(from))
      await releaseRemoteChecked(name, from, { watch: false });
  }
  console.log(`Everything built is live in ${root}.`);
}

try {
  const [name] = positionals;
  if (values.all) await releaseAll();
  else if (!name) {
    throw new Error(
      `Name what to ${values.rollback ? 'roll back' : 'release'}: shell or a remote (${workspaceRemotes(workspace).join(', ')}), or --all.`,
    );
  } else if (values.rollback) {
    const { from, to } = rollbackRemote({ root, name, to: values.to });
    console.log(`${name}: rolled back from ${from} to ${to} (${root})`);
  } else if (name === 'shell') {
    await releaseShellChecked(resolve(values.from ?? join(workspace, 'shell/dist')));
  } else {
    await releaseRemoteChecked(name, resolve(values.from ?? join(workspace, name, 'dist')));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
