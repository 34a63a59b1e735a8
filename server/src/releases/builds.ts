// A build as a release takes it: the files it must hold, its version (a hash of them) and
// the commit it is stamped with.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJson } from '../files.ts';
import { workspace } from '../paths.ts';

/** What a remote's build folder holds. */
export const REMOTE_BUILD_FILES = [
  'mf-manifest.json',
  'server/mf-manifest.json',
  'pages.json',
  'build-info.json',
];
/** What the shell's build folder holds. */
export const SHELL_BUILD_FILES = ['index.html', 'site.json', 'build-info.json', 'server/index.js'];

/**
 * Throws, naming each missing file and what to do, unless `dir` holds a whole build.
 */
export function requireBuild(name: string, dir: string, files: string[]) {
  const missing = files.filter((file) => !existsSync(join(dir, file)));
  if (missing.length > 0) {
    throw new Error(
      `${name} has no whole build at ${dir} (missing ${missing.join(', ')}): run "pnpm --filter ${name} build" first, or give its build with --from DIR.`,
    );
  }
}

/**
 * The version of a build: its identity is its manifests (or, for the shell, its page
 * and server build), which name content-hashed files.
 */
export function buildVersion(
  buildDir: string,
  files: string[] = ['mf-manifest.json', 'server/mf-manifest.json'],
) {
  const hash = createHash('sha256');
  for (const name of files) {
    const file = join(buildDir, name);
    if (!existsSync(file)) throw new Error(`${buildDir} is not a whole build (no ${name})`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

const gitCommit = () => {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
};

/**
 * The commit a release is stamped with: the one its build names (build-info.json), else
 * the workspace's HEAD. A release Job runs where there is no git (the container's runtime
 * folder), and a build given with --from may come from another commit than HEAD.
 */
export const commitOf = (from: string) => {
  const info = readJson(join(from, 'build-info.json'), {}) as { commit?: unknown };
  return typeof info.commit === 'string' && info.commit ? info.commit : gitCommit();
};
