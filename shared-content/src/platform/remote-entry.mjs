// How one entry of remotes.json is read. Plain JavaScript, so that the production
// server (which loads no TypeScript) and the browser (shell/src/federation/composition.ts) read
// an entry by the same rules.

const PREFIX = /^\/[a-z0-9][a-z0-9/-]*[a-z0-9]$/;

/**
 * The module a remote renders something with, per language (`{ en: './Section', es: './Section' }`:
 * one module for every language, which reads the language from the shell)).
 * @typedef {Record<string, string>} ExposePerLanguage
 */
/**
 * A slot a remote fills on a page it does not own (mf-reviews' widget on the home page):
 * the slot's name as the page declares it, the page's path and the module per language.
 * @typedef {{ slot: string, page: string, expose: ExposePerLanguage }} SlotFill
 */
/**
 * A link a remote adds to the site's main navigation: one of its pages, its label per language.
 * @typedef {{ path: string, label: Record<string, string> }} NavLink
 */
/**
 * One remote's entry of the live composition as used: its manifest's URL, the path
 * prefixes it owns and, once its published description is read, the module that renders
 * its pages, the slots it fills and the links it adds to the main navigation.
 * @typedef {{ manifest: string, prefixes: string[], section?: ExposePerLanguage, fills?: SlotFill[], nav?: NavLink[] }} RemoteEntry
 */

/**
 * Whether a path falls under a prefix, whole segments only (`/medpack` holds `/medpack/faq`).
 * @param {string} path
 * @param {string} prefix
 * @returns {boolean}
 */
export const underPrefix = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * A JSON object (not null, not a list): what remotes.json and each entry must be.
 * @param {unknown} value
 * @returns {value is Record<string, unknown>}
 */
export const isObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {unknown} value
 * @returns {value is string[]}
 */
const isPrefixList = (value) =>
  Array.isArray(value) &&
  value.every((/** @type {unknown} */ p) => typeof p === 'string' && PREFIX.test(p));

/**
 * One remote's entry as remotes.json writes it (`{ "manifest": url, "prefixes": [...] }`,
 * or just the manifest's URL, the remote then owning no prefix until its published
 * description gives them), or why it cannot be used. The one reader of an entry: the
 * browser (`remoteEntryIn` in shell/src/federation/composition.ts looks an entry up by name) and the server use it.
 * @param {unknown} raw
 * @returns {{ entry: RemoteEntry, problem?: undefined } | { entry?: undefined, problem: string }}
 */
export function readRemoteEntry(raw) {
  if (raw === undefined) return { problem: 'it is missing' };
  const entry = typeof raw === 'string' ? { manifest: raw } : raw;
  const url = isObject(entry) ? entry.manifest : undefined;
  if (typeof url !== 'string' || !/mf-manifest\.json(\?.*)?$/.test(url)) {
    return {
      problem: `expected { "manifest": URL of its mf-manifest.json, "prefixes": [...] }, got ${JSON.stringify(raw)}`,
    };
  }
  // `//cdn.example/…` takes the page's scheme in the browser but is a path to the server:
  // the two would disagree, so an origin must be written out.
  if (/^[/\\]{2}/.test(url)) {
    return {
      problem: `${JSON.stringify(url)} is protocol-relative; write the origin out (https://…) or a path on this site (/remotes/…)`,
    };
  }
  try {
    const { protocol } = new URL(url, 'http://localhost');
    if (protocol !== 'http:' && protocol !== 'https:') {
      return { problem: `${protocol} URLs cannot be loaded` };
    }
  } catch {
    return { problem: `${JSON.stringify(url)} is not a URL` };
  }
  const prefixes = /** @type {Record<string, unknown>} */ (entry).prefixes ?? [];
  if (!isPrefixList(prefixes)) {
    return {
      problem: `"prefixes" must be a list of paths like "/medpack", got ${JSON.stringify(prefixes)}`,
    };
  }
  const record = /** @type {Record<string, unknown>} */ (entry);
  return {
    entry: {
      manifest: url,
      prefixes: [...prefixes],
      ...(isExposeMap(record.section) ? { section: record.section } : {}),
      ...(Array.isArray(record.fills) ? { fills: record.fills.filter(isSlotFill) } : {}),
      ...(Array.isArray(record.nav) ? { nav: record.nav.filter(isNavLink) } : {}),
    },
  };
}

const EXPOSE = /^\.\/[A-Za-z0-9]+$/;

/**
 * @param {unknown} value
 * @returns {value is ExposePerLanguage}
 */
export const isExposeMap = (value) =>
  isObject(value) &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((expose) => typeof expose === 'string' && EXPOSE.test(expose));

/**
 * @param {unknown} value
 * @returns {value is NavLink}
 */
export const isNavLink = (value) =>
  isObject(value) &&
  typeof value.path === 'string' &&
  value.path.startsWith('/') &&
  isObject(value.label) &&
  Object.values(value.label).every((label) => typeof label === 'string' && label.trim() !== '');

/**
 * @param {unknown} value
 * @returns {value is SlotFill}
 */
export const isSlotFill = (value) =>
  isObject(value) &&
  typeof value.slot === 'string' &&
  /^[a-z][a-z0-9-]*$/.test(value.slot) &&
  typeof value.page === 'string' &&
  value.page.startsWith('/') &&
  isExposeMap(value.expose);

/**
 * A file of a remote's build, as a page links it: beside the manifest remotes.json names,
 * a path on this site for a manifest on this site, else a full URL on the remote's origin.
 * @param {string} manifestUrl
 * @param {string} file
 */
export function besideManifest(manifestUrl, file) {
  const site = 'http://this.site';
  const url = new URL(file, new URL(manifestUrl, `${site}/`));
  return url.origin === site ? url.pathname : url.href;
}
