/** Strips a trailing slash (but not the root's) so `/about/` and `/about` match. */
export const normalizePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
