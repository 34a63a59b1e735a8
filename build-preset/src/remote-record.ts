/**
 * A remote's record, written once in its own package (`"remote"` in its package.json):
 * its dev port, the path prefixes it owns and the slots it fills on pages it does not
 * own (what it exposes is derived from its files: exposes.ts). Its build publishes it (`pages.json`, see publish-pages.ts);
 * `pnpm dev` and the root scripts read it from the package. Nothing outside the package
 * lists a remote.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from 'shared-content/locale';
import type { AnySection, LinkedFrom } from 'ui-kit/section';

export interface SlotFillRecord {
  /** The slot's name, as the page that declares it names it (`home-testimonials`). */
  slot: string;
  /** The page that declares the slot (`/`). */
  page: string;
  /** The module that fills it, in every language (it reads the language from the shell). */
  expose: string;
}

export interface RemoteRecord {
  /** Port of the section's own dev site (`pnpm --filter <name> dev`). */
  devPort: number;
  /** Path prefixes it owns: it renders any page it declares under them. */
  prefixes: string[];
  /** Slots it fills on pages it does not own. */
  fills?: SlotFillRecord[];
  /**
   * Where its pages are linked from when no page of the site links to them: entries of
   * the site's main navigation (one of its pages, its label per language).
   */
  nav?: { path: string; label: Record<string, string> }[];
}

/** The port of `pnpm dev`'s composed site (README, "Developing"); a section alone uses its `devPort`. */
export const shellDevPort = 3000;

/** A package's name and remote record, or undefined when the package is not a remote. */
export function readRemotePackage(dir: string): { name: string; record: RemoteRecord } | undefined {
  const file = join(dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    name: string;
    remote?: RemoteRecord;
  };
  return manifest.remote ? { name: manifest.name, record: manifest.remote } : undefined;
}

/** Every remote package in a workspace (each folder whose package.json has a `"remote"` record). */
export function workspaceRemotes(root: string) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const found = readRemotePackage(join(root, entry.name));
      return found ? [{ ...found, dir: join(root, entry.name) }] : [];
    })
    .sort((a, b) => a.record.devPort - b.record.devPort);
}

/** A module as the composition names it per language: the same module in every language. */
export const inEveryLanguage = (expose: string) =>
  Object.fromEntries(locales.map((lang) => [lang, expose]));

/**
 * The links a remote adds to the main navigation: its record's and each page its section
 * declares as linked from the navigation (`linkedFrom: { nav: { en, es } }`).
 */
export function navOf(record: RemoteRecord, section?: AnySection) {
  const declared = Object.entries(
    (section?.pages ?? {}) as Record<string, { linkedFrom?: LinkedFrom }>,
  ).flatMap(([path, page]) =>
    page.linkedFrom && 'nav' in page.linkedFrom
      ? [{ path, label: { ...page.linkedFrom.nav } }]
      : [],
  );
  return [...(record.nav ?? []), ...declared];
}

/**
 * The composition entry of a remote as the browser reads it (its manifest at `manifest`):
 * the same shape the production server serves from the remote's published description.
 */
export const compositionEntry = (record: RemoteRecord, manifest: string, section?: AnySection) => ({
  manifest,
  prefixes: record.prefixes,
  section: inEveryLanguage('./Section'),
  fills: (record.fills ?? []).map((fill) => ({ ...fill, expose: inEveryLanguage(fill.expose) })),
  nav: navOf(record, section),
});
