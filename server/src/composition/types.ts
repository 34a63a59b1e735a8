// The shapes of the live composition, shared by the modules that make and read it
// (remotes-config.ts, remote-entries.ts, catalogue.ts): what remotes.json lists, what the
// server knows of each remote beyond it, and what the shell's build tells the server.
import type { BrowserManifest, ServerRemote } from 'shell/server';
import type { RemoteEntry } from './shared-content.ts';

/**
 * A JSON file of a remote's deploy: its text and what it parses to.
 */
export type RemoteFile = { text: string; value: unknown };
/**
 * What is read of a remote's server `mf-manifest.json`: where its remote entry is.
 */
export type ServerManifest = { metaData: { remoteEntry: { path?: string; name: string } } };
/**
 * site.json: what the shell's build tells the server (written by shell/build/site-files.ts).
 * It names no remote: the slots the shell's pages offer are filled by whoever the live
 * composition says.
 */
export type SiteJson = {
  origin: string;
  redirects: Record<string, string>;
  frameOrigins: string[];
  shellPages: {
    path: string;
    owner: string;
    canonical?: string;
    queryParams?: Record<string, unknown>;
  }[];
  shellSlots?: Record<string, string>;
};
/**
 * A remote's server build as the live composition holds it: where its entry is, its
 * version, its browser manifest (for checks and preload hints) and where that manifest is
 * read from (`browserSource`: a render worker reads it once per version, never per task).
 */
export type LiveServerRemote = ServerRemote & {
  browser: BrowserManifest;
  browserSource: string;
};

/**
 * The usable entries of the composition, by remote name (what browsers get as /remotes.json).
 */
export type RemotesConfig = Record<string, RemoteEntry>;
/**
 * A remote's pages that it owns here, with the script files each page needs per language
 * beside the remote's entry (`chunks`, relative to its manifest's folder).
 */
export type OwnedPages = {
  pages: string[];
  aliases: Record<string, string>;
  queryParams: Record<string, unknown>;
  chunks: Record<string, Record<string, string[]>>;
};
/**
 * What the server knows of a live remote beyond its entry: its pages, its description as
 * published, and what its manifest says (version, shared modules).
 */
export type Described = {
  pages: OwnedPages;
  description: Record<string, unknown>;
  buildVersion: string | null;
  shared: { name: string; version: string; singleton?: boolean; requiredVersion?: string }[];
  build: unknown;
  /** Its server build (catalogue.ts `serverBuild`), found when the snapshot was made. */
  server?:
    | { remote: LiveServerRemote; problem?: undefined }
    | { remote?: undefined; problem: string };
};
/** Finds a remote's server build beside its manifest (catalogue.ts's reader). */
export type ServerBuildOf = (name: string, entry: RemoteEntry) => Promise<LiveServerRemote>;
/**
 * One snapshot of the live composition; `stamp` changes whenever anything in it does.
 */
export type Composition = {
  remotes: RemotesConfig;
  described: Record<string, Described>;
  stamp: number;
};
/**
 * Reads a JSON file beside a remote's manifest (catalogue.ts's reader).
 */
export type ReadBeside = (
  name: string,
  manifestUrl: string,
  file: string,
) => Promise<{ text: string; value: unknown }>;
