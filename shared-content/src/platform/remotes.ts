import type { ComponentType } from 'react';

/**
 * What the shell and the remotes agree on about a remote: its name, its federation
 * container's name and the modules it may expose. Nothing here names a remote: each
 * remote declares itself in its own package (`"remote"` in its package.json) and publishes
 * its description with its build. How the shell reads the live composition
 * (`/remotes.json`) is the shell's (`shell/src/federation/composition.ts`), by the rules of
 * `remote-entry.mjs`, which the server shares.
 */

/** A remote's name, as `remotes.json` and its own package call it (`mf-medpack`). */
export type RemoteName = string;

/** Federation container name of a remote (identifiers cannot hold a dash). */
export const containerName = (remote: RemoteName) => remote.replaceAll('-', '_');

/** What each remote exposes. The shell type-checks its use of remotes against these. */
interface RemoteSectionModule {
  /** Renders every route the remote owns; unknown sub-paths redirect to `/`. */
  default: ComponentType;
}

interface WidgetModule {
  default: ComponentType;
}

/**
 * The module types behind each name a remote may expose. What a remote exposes is derived
 * from its files (build-preset's exposes.ts: `./Section`, `src/islands/`, `src/fills/`);
 * scripts/sections.test.ts checks each module against these (`exposeProblem` of
 * `test-kit/exposes`).
 */
export interface ExposedModules {
  /** In every language: it reads the page's language from the shell (`useLocale`). */
  './Section': RemoteSectionModule;
  './HomeWidget': WidgetModule;
  /** A part a visitor acts on, hydrated on its own (`island` of a section's `src/texts.ts`). */
  [island: `./islands/${string}`]: IslandModule;
}

interface IslandModule {
  default: { island: unknown };
}

/** Any exposed module: a component to render, or an island. */
export type ExposedModule = { default: ComponentType } | IslandModule;

export type { NavLink, RemoteEntry, SlotFill } from './remote-entry.mjs';
