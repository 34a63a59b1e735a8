// Whether a remote's build holds a private copy of a site-wide fact (the check of
// `pnpm check:bundles`, check-remote-bundles.mjs). Those facts (phones, addresses, e-mails, portals in
// shared-content/src/site) ship once, with the shell, in the 'shared-content' singleton; a
// remote that bundles them shows stale facts after a shell-only deploy. The check looks for
// distinctive values of those facts in every JavaScript file of mf-*/dist (browser build and
// dist/server) and exits 1 on any hit, or when a remote has not been built.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Shorter values could turn up by accident (a number, a word); these never do. */
const minimumLength = 12;

/** @typedef {{ label: string, value: string }} Sentinel */
/**
 * A sentinel found in a file.
 * @typedef {Sentinel & { file: string }} Hit `file`: absolute path of the JavaScript file that holds the value
 */
/**
 * The modules that hold the site-wide facts.
 * @typedef {{
 *   config: typeof import('../shared-content/src/site/config.ts'),
 *   locations: typeof import('../shared-content/src/site/locations.ts'),
 * }} SiteFacts
 */

/**
 * The values that betray a copy of the site-wide facts, each with a label that names it.
 * `config` and `locations` are the modules shared-content/src/site/config.ts and
 * locations.ts. Only values distinctive to this site: no group name, state or hours (words
 * and numbers any bundle may hold), no public third-party address (the HHS portal).
 * @param {SiteFacts} site
 * @returns {Sentinel[]}
 */
export function siteFactSentinels({ config, locations }) {
  /** @type {Sentinel[]} */
  const sentinels = [];
  for (const location of locations.locations) {
    const name = location.shortName ?? location.name;
    sentinels.push({ label: `${name} phone`, value: location.phone });
    if (location.fax) sentinels.push({ label: `${name} fax`, value: location.fax });
    sentinels.push({ label: `${name} street address`, value: location.address.street });
  }
  for (const [key, address] of Object.entries(locations.alternateReadings ?? {})) {
    // Only the readings that are addresses (others are opening hours, say).
    if ('street' in address && typeof address.street === 'string') {
      sentinels.push({ label: `${key} street address`, value: address.street });
    }
  }
  for (const [key, email] of Object.entries(config.emails)) {
    sentinels.push({ label: `${key} e-mail`, value: email });
  }
  const siteHost = new URL(config.site.origin).hostname.replace(/^www\./, '');
  for (const [key, url] of Object.entries(config.externalUrls)) {
    const host = new URL(url).hostname;
    if (host === siteHost || host.endsWith(`.${siteHost}`)) {
      sentinels.push({ label: `${key} URL`, value: url });
    }
  }
  const seen = new Set();
  return sentinels.filter(({ value }) => {
    if (typeof value !== 'string' || value.length < minimumLength || seen.has(value)) return false;
    seen.add(value);
    return true;
  });
}

/**
 * Every JavaScript file under `folder` (not source maps, not .br/.gz copies).
 * @param {string} folder
 * @returns {Generator<string>}
 */
function* javascriptFiles(folder) {
  const entries = readdirSync(folder, { withFileTypes: true });
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* javascriptFiles(path);
    else if (/\.[cm]?js$/.test(entry.name)) yield path;
  }
}

/** @param {string} source */
const withoutBlockComments = (source) => source.replace(/\/\*[\s\S]*?\*\//g, '');

/**
 * The sentinels found in the JavaScript files of one build folder.
 * @param {string} distFolder
 * @param {Sentinel[]} sentinels
 * @returns {Hit[]} `file` is absolute
 */
export function scanBundles(distFolder, sentinels) {
  /** @type {Hit[]} */
  const hits = [];
  for (const file of javascriptFiles(distFolder)) {
    // Unminified server bundles keep the source's doc comments, which quote example
    // numbers; only code can hold a copy of a fact.
    const source = withoutBlockComments(readFileSync(file, 'utf8'));
    for (const sentinel of sentinels) {
      if (source.includes(sentinel.value)) hits.push({ file, ...sentinel });
    }
  }
  return hits;
}

/**
 * One line per hit, as printed.
 * @param {Hit} hit
 * @param {string} workspace
 */
export const hitMessage = (hit, workspace) =>
  `${relative(workspace, hit.file)} holds a private copy of a site-wide fact (${hit.label} "${hit.value}"): import it from 'shared-content', which the shell provides once`;
