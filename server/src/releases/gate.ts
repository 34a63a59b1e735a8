// Whether a freshly built remote (or shell) can go live beside what is live now: the gate
// of `pnpm release` (publish.ts, against the release folder) and the check of
// `pnpm deploy:check` (deploy-check.ts, against a running site's /version.json).
// It compares the shared singletons a build needs, the site-wide facts it was built with,
// the paths its description claims against the live composition, and what it exposes.
// Part of the server's build, so that the release command runs where the server does (the
// container's runtime folder, a Kubernetes Job) with the server's dependencies only.

import type { BuildInfo } from 'build-preset/identity';
import { pathIn } from 'shared-content/locale';
import { underPrefix } from 'shared-content/remote-entry';
import { type ManifestShared, ownUiKitCopy, singletonMismatches } from 'shared-content/versions';

/**
 * A built remote as read from its build folder: its manifest, `build-info.json` and its
 * published description (`pages.json`).
 */
export interface BuiltRemote {
  manifest: { shared?: ManifestShared[]; exposes?: { path?: string }[] };
  info: BuildInfo;
  pages: {
    pages: string[];
    aliases?: Record<string, string>;
    prefixes?: string[];
    exposes?: string[];
  };
}

/**
 * What is known of the live site (a running site's `/version.json`, or the release folder
 * read the same way): the shell's build, and per live remote its prefixes, pages and the
 * singletons it needs.
 */
export interface LiveVersions {
  shell?: (Partial<BuildInfo> & { pages?: string[] }) | null;
  remotes?: Record<
    string,
    {
      prefixes?: string[];
      pages?: string[] | null;
      shared?: ManifestShared[];
      /** Its `build-info.json`, when it published one. */
      build?: Partial<BuildInfo> | null;
    }
  >;
}

/** The gate's verdict: reasons refuse the release, notes only inform. */
export interface Verdict {
  reasons: string[];
  notes: string[];
}

const sentenceList = (list: string[]) =>
  list.length < 2 ? list.join('') : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;

/**
 * The verdict for a built remote (`build`: its build folder's files) against the live site.
 */
export function compareWithLive(remote: string, build: BuiltRemote, live: LiveVersions): Verdict {
  const reasons: string[] = [];
  const notes: string[] = [];
  const shell = live.shell;
  if (!shell) {
    return {
      reasons: ['The live site does not say which shell it runs: release the shell first.'],
      notes,
    };
  }

  for (const mismatch of singletonMismatches(
    remote,
    build.manifest.shared ?? [],
    shell.provides ?? {},
  )) {
    reasons.push(
      `${mismatch}. Deploy a shell that provides it first, or build ${remote} against the live shell's versions.`,
    );
  }

  const builtWith = build.info.federationRuntime;
  const liveRuntime = shell.federationRuntime;
  if (builtWith && liveRuntime && builtWith !== liveRuntime) {
    reasons.push(
      `It was built with the federation runtime ${builtWith}; the live shell provides ${liveRuntime}, and a section runs on the shell's. ` +
        `Build ${remote} with the shell's version (the same lockfile), or release a shell built with ${builtWith} first.`,
    );
  }

  const liveUi = shell.uiKit?.version;
  const ownUi = ownUiKitCopy(build.manifest.shared ?? [], liveUi).find(
    (shared) => shared.name === 'ui-kit',
  );
  if (ownUi) {
    notes.push(
      `uses its own copy of ui-kit (it needs ${ownUi.requiredVersion ?? ownUi.version}, the shell provides ${liveUi})`,
    );
  }

  const built = build.info.sharedContent?.siteFacts;
  const liveFacts = shell.sharedContent?.siteFacts;
  if (built && liveFacts && built.version !== liveFacts.version) {
    const changed = Object.keys({ ...built.modules, ...liveFacts.modules }).filter(
      (module) => built.modules[module] !== liveFacts.modules[module],
    );
    reasons.push(
      `It was built with other site-wide facts than the live shell provides (shared-content/src/site/: ${changed.join(', ')}). ` +
        'Those facts ship with the shell only: deploy the shell built from this commit first, then this remote (or build this remote from the commit the shell was built from).',
    );
  }

  const liveRemote = live.remotes?.[remote];
  // A live remote keeps the prefixes remotes.json gives it; a new one claims its own.
  const prefixes = liveRemote?.prefixes ?? build.pages.prefixes ?? [];
  const paths = [...build.pages.pages, ...Object.keys(build.pages.aliases ?? {})];
  const outside = paths.filter((path) => !prefixes.some((prefix) => underPrefix(path, prefix)));
  if (outside.length > 0) {
    reasons.push(
      `${sentenceList(outside)} would not be reachable: the live remotes.json gives ${remote} only ${sentenceList(prefixes) || 'no prefixes'}. Add the prefix to its entry in remotes.json, or move the page under one of those.`,
    );
  }
  if (!liveRemote) {
    for (const [other, entry] of Object.entries(live.remotes ?? {})) {
      const taken = prefixes.filter((prefix) =>
        (entry.prefixes ?? []).some(
          (owned) => underPrefix(prefix, owned) || underPrefix(owned, prefix),
        ),
      );
      if (taken.length > 0) {
        reasons.push(
          `${sentenceList(taken)} overlaps what ${other} owns (${sentenceList(entry.prefixes ?? [])}): choose another prefix, or move it from ${other} in remotes.json first.`,
        );
      }
    }
    const shellOwned = paths.filter((path) => (shell.pages ?? []).includes(path));
    if (shellOwned.length > 0) {
      reasons.push(`${sentenceList(shellOwned)} is a page of the shell: choose another path.`);
    }
    notes.push(`is a new section: it owns ${sentenceList(prefixes)}`);
  }

  // Each page has a Spanish twin (`/es` + its path), rendered by the Spanish module.
  const exposed = new Set((build.manifest.exposes ?? []).map((expose) => expose.path));
  const expected = build.pages.exposes ?? ['./Section'];
  const missing = expected.filter((expose) => !exposed.has(expose));
  if (missing.length > 0) {
    reasons.push(
      `It does not expose ${sentenceList(missing)}, which its description promises: ${missing.some((name) => name.endsWith('Es')) ? 'its Spanish pages (/es/…) would show the failure panel' : 'the shell could not render its pages'}. Rebuild it.`,
    );
  }
  const before = new Set(liveRemote?.pages ?? []);
  const added = build.pages.pages.filter((path) => !before.has(path));
  const removed = [...before].filter((path) => !build.pages.pages.includes(path));
  const twins = (list: string[]) => list.map((path) => `${path} (and ${pathIn(path, 'es')})`);
  if (added.length > 0) notes.push(`adds ${twins(added).join(', ')}`);
  if (removed.length > 0) {
    notes.push(`removes ${twins(removed).join(', ')} (they will redirect home)`);
  }
  return { reasons, notes };
}

/**
 * The verdict for a built shell (`info`: its build-info.json) against the live remotes:
 * each must still run with the singletons the new shell provides.
 */
export function compareShellWithLive(
  info: Pick<Partial<BuildInfo>, 'provides' | 'federationRuntime'>,
  live: LiveVersions,
): Verdict {
  const reasons = Object.entries(live.remotes ?? {}).flatMap(([name, remote]) => {
    const builtWith = remote.build?.federationRuntime;
    const runtime =
      builtWith && info.federationRuntime && builtWith !== info.federationRuntime
        ? [
            `${name} was built with the federation runtime ${builtWith} and runs on the shell's; this build has ${info.federationRuntime}. Release ${name} built with ${info.federationRuntime} first.`,
          ]
        : [];
    return [
      ...singletonMismatches(name, remote.shared ?? [], info.provides ?? {}).map(
        (mismatch) => `${mismatch} in this build. Release ${name} built against it first.`,
      ),
      ...runtime,
    ];
  });
  return { reasons, notes: [] };
}
