// How a page path is spelled for lookups. Plain JavaScript, so that the production
// server (which loads no TypeScript) strips a trailing slash by the same rule as the
// shell and the remotes (through logic/paths.ts).

/**
 * Strips a trailing slash (but not the root's) so `/about/` and `/about` match.
 * @param {string} pathname
 * @returns {string}
 */
export const normalizePath = (pathname) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
