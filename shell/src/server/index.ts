// The server build's entry: what the site server (server/src/rendering/renderer.ts) and its
// render workers (rendering/worker.ts) use of the shell, declared as the package export
// `shell/server` (types) and built to `<shell release>/server/index.js` (the code).
// Async boundary: shared singletons are
// negotiated before any of them is used.
//
// The seam, once per request: the server process asks `pageFor` which page a URL shows
// (or where it redirects), then a render worker renders that page with `renderPage`.
import type { PublishedPages, RemoteName } from 'shared-content';
import type { PageTarget } from '../federation/routeModules';
import type { RenderRequest, RenderResult } from './render';

export type { BrowserManifest, ServerRemote } from './remotes';
export type { PageTarget, RenderRequest, RenderResult };

/** The page a URL (path and query) shows: its owner, route and modules; or a redirect home. */
export const pageFor = async (
  url: string,
  remotes: unknown,
  remotePages: (owner: RemoteName) => Promise<PublishedPages | undefined>,
) => (await import('../federation/routeModules')).pageFor(url, remotes, remotePages);

export const renderPage = async (request: RenderRequest): Promise<RenderResult> =>
  (await import('./render')).renderPage(request);

/** The owner's notices file read as the server reads it (`shared-content/notices`). */
export const readNotices = async (text: string, source?: string) =>
  (await import('shared-content/notices')).readNotices(text, source);

/** No notices: what the server uses while the owner has published none. */
export { noNotices } from 'shared-content/logic';
export { compatibilityProblems } from '../federation/compatibility';
