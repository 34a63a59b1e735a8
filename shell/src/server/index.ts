// The server build's entry. Async boundary: shared singletons are negotiated before
// any of them is used.
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult };

export const renderPage = async (request: RenderRequest): Promise<RenderResult> =>
  (await import('./render')).renderPage(request);

/** The remotes whose server builds a page at this path is rendered with. */
export const remotesForPath = async (pathname: string, remotes: unknown): Promise<string[]> =>
  (await import('./render')).remotesForPath(pathname, remotes);

/** The part of a query string a page with these declared parameters reads (for cache keys). */
export const declaredQueryOf = async (queryParams: readonly string[], search: string) =>
  (await import('./render')).declaredQueryOf(queryParams, search);

/** The owner's notices file read as the server reads it (`shared-content/notices`). */
export const readNotices = async (text: string, source?: string) =>
  (await import('shared-content/notices')).readNotices(text, source);

export { compatibilityProblems } from '../federation/compatibility';
