// The server build's entry. Async boundary: shared singletons are negotiated before
// any of them is used.
import type { RenderRequest, RenderResult } from './render';

export type { RenderRequest, RenderResult };

export const renderPage = async (request: RenderRequest): Promise<RenderResult> =>
  (await import('./render')).renderPage(request);

/** The remotes whose server builds a page at this path is rendered with. */
export const remotesForPath = async (pathname: string, remotes: unknown): Promise<string[]> =>
  (await import('./render')).remotesForPath(pathname, remotes);

export { compatibilityProblems } from '../federation/compatibility';
