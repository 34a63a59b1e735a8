// `pnpm release <name>` and `pnpm rollback <name>`: versioned releases (releases.mjs).
//
//   pnpm release mf-medpack [--from DIR]     DIR: the build (default mf-medpack/dist)
//   pnpm rollback mf-medpack [--to VERSION]  default: the release before the live one
//   pnpm release shell                       the shell's build (remotes.json kept)
//   --root DIR                               the release folder (RELEASE_ROOT, default ./release)
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { releaseRemote, releaseShell, rollbackRemote } from './releases.mjs';
import { readSiteJson, workspace } from './site-paths.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    root: { type: 'string', default: process.env.RELEASE_ROOT ?? join(workspace, 'release') },
    from: { type: 'string' },
    to: { type: 'string' },
    rollback: { type: 'boolean', default: false },
  },
});
const [name] = positionals;
const root = resolve(values.root);
/** @type {string[]} */
let remoteNames = [];
try {
  remoteNames = readSiteJson(join(workspace, 'shell/dist')).remoteNames;
} catch {
  // No build: the message below says to build first.
}
try {
  if (!name || (name !== 'shell' && !remoteNames.includes(name))) {
    throw new Error(
      `Name a remote (${remoteNames.join(', ') || 'run "pnpm build" first'})${values.rollback ? '' : ' or shell'}.`,
    );
  }
  if (values.rollback) {
    const { from, to } = rollbackRemote({ root, name, to: values.to });
    console.log(`${name}: rolled back from ${from} to ${to} (${root})`);
  } else if (name === 'shell') {
    releaseShell({ root, from: resolve(values.from ?? join(workspace, 'shell/dist')) });
    console.log(`shell: released into ${root}/shell; restart the servers to use it`);
  } else {
    const from = resolve(values.from ?? join(workspace, name, 'dist'));
    const version = releaseRemote({ root, name, from });
    console.log(`${name}: release ${version} is live (${root})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
