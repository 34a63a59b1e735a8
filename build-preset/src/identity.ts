/**
 * What a build says about itself: its version (commit and build time), and the version
 * of shared-content, of the UI kit and of the site-wide facts it was built with. Stamped into every
 * manifest (`metaData.buildInfo.buildVersion`) and written as `build-info.json` beside it;
 * the server's `/version.json` and `pnpm deploy:check` read them.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';

/** Where a workspace package resolves from a folder's package, if it depends on it. */
const packageFrom = (pkg: string, from: string) => {
  try {
    return createRequire(from).resolve(`${pkg}/package.json`);
  } catch {
    return undefined;
  }
};
/**
 * The folder (with a trailing slash) of a shared package the package being built uses:
 * its own dependency, resolved from the folder the build runs in (a team's checkout may
 * hold an edited copy), else the preset's.
 */
const packageRoot = (pkg: string) =>
  `${dirname(
    packageFrom(pkg, join(process.cwd(), 'package.json')) ??
      createRequire(import.meta.url).resolve(`${pkg}/package.json`),
  )}/`;
export const sharedContentRoot = packageRoot('shared-content');
const uiKitRoot = packageRoot('ui-kit');
const siteFolder = join(sharedContentRoot, 'src/site');

const git = (args: string[]) => {
  try {
    return execFileSync('git', args, {
      cwd: sharedContentRoot,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/** One hash per site-wide facts module (`src/site/*.ts`), and one for all of them. */
function siteFactsFingerprint() {
  const files = readdirSync(siteFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  const modules = Object.fromEntries(
    files.map((file) => [
      file.replace(/\.ts$/, ''),
      hash(readFileSync(join(siteFolder, file), 'utf8')),
    ]),
  );
  return { version: hash(JSON.stringify(modules)), modules };
}

const sourcesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return sourcesUnder(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    })
    .sort();

/**
 * A version for a package's code: `<major>.<minor>` from its package.json, and a patch
 * number that every build derives from the sources, so any change to them is a new
 * version without anyone bumping it.
 */
function sourceVersion(root: string, folders: string[]): string {
  const [major = '1', minor = '0'] = JSON.parse(
    readFileSync(join(root, 'package.json'), 'utf8'),
  ).version.split('.');
  const digest = createHash('sha256');
  for (const folder of folders) {
    for (const file of sourcesUnder(join(root, folder)))
      digest.update(relative(root, file)).update(readFileSync(file));
  }
  return `${major}.${minor}.${Number.parseInt(digest.digest('hex').slice(0, 8), 16)}`;
}

/**
 * The version of the `shared-content` singleton's code (the platform contract, the logic
 * and the schemas; the site-wide facts have their own fingerprint). Remotes require only
 * its major.
 */
export const sharedContentVersion = () =>
  sourceVersion(sharedContentRoot, ['src/platform', 'src/logic', 'src/schemas']);

/**
 * The version of the design system, `ui-kit` (with the shared-content logic it bundles).
 * Remotes require exactly the version they were built with: a remote built with other UI
 * code than the live shell's loads its own copy.
 */
export const uiKitVersion = () =>
  sourceVersion(uiKitRoot, [
    'src',
    relative(uiKitRoot, join(sharedContentRoot, 'src/logic')),
    relative(uiKitRoot, join(sharedContentRoot, 'src/schemas')),
  ]);

/**
 * The version of the federation runtime a browser build runs with. A remote's uses the
 * shell's runtime core and bundler runtime (`externalRuntime`, `bundler-runtime.ts`), so
 * the release gate refuses a remote built with another version than the live shell's.
 */
export const federationRuntimeVersion = (): string => {
  const enhanced = createRequire(import.meta.url).resolve('@module-federation/enhanced');
  const manifest = createRequire(enhanced).resolve(
    '@module-federation/webpack-bundler-runtime/package.json',
  );
  return JSON.parse(readFileSync(manifest, 'utf8')).version;
};

export interface BuildInfo {
  name: string;
  /** `<commit>[-dirty]@<build time>`: also the manifest's `buildVersion`. */
  version: string;
  commit: string;
  builtAt: string;
  sharedContent: { version: string; siteFacts: ReturnType<typeof siteFactsFingerprint> };
  uiKit: { version: string };
  /** The federation runtime's version (`federationRuntimeVersion`). */
  federationRuntime?: string;
  /** The shell only: the versions of the singletons it provides. */
  provides?: Record<string, string>;
}

export function buildInfo(name: string): BuildInfo {
  const commit = git(['rev-parse', '--short=10', 'HEAD']) ?? 'unknown';
  const dirty = Boolean(git(['status', '--porcelain', '--untracked-files=no']));
  const builtAt = new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const revision = `${commit}${dirty ? '-dirty' : ''}`;
  return {
    name,
    version: `${revision}@${builtAt}`,
    commit: revision,
    builtAt,
    sharedContent: { version: sharedContentVersion(), siteFacts: siteFactsFingerprint() },
    uiKit: { version: uiKitVersion() },
    federationRuntime: federationRuntimeVersion(),
  };
}
