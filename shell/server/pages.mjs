// Page HTML comes from one pluggable function:
//   renderPage({ pathname, url, headers }) => Promise<{ status, html, headers? } | null>
// The default answers every page path with the shell's index.html (the browser renders
// the page). A renderer that throws, hangs or returns null falls back to that default, so
// a broken renderer never takes the whole site down.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** @import { IncomingHttpHeaders } from 'node:http' */

export const RENDER_TIMEOUT_MS = 5000;

/**
 * What a renderer is asked for: the decoded path, the whole URL (with the query) and the
 * request's headers.
 * @typedef {{ pathname: string, url: URL, headers: IncomingHttpHeaders }} PageRequest
 */
/** @typedef {{ status: number, html: string, headers?: Record<string, string> }} Page */
/**
 * A page renderer: a page, or null (or undefined) when it has none for this path.
 * @typedef {(request: PageRequest) => Page | null | undefined | Promise<Page | null | undefined>} RenderPage
 */

/**
 * The shell's index.html for every page path; null while the shell is mid-deploy.
 * @param {string} shellDist
 * @returns {(request?: PageRequest) => Promise<Page | null>}
 */
export function indexPageRenderer(shellDist) {
  const indexHtml = join(shellDist, 'index.html');
  return async () => {
    try {
      return { status: 200, html: await readFile(indexHtml, 'utf8') };
    } catch {
      return null;
    }
  };
}

/** What a guarded renderer answers when the renderer threw, hung or answered nonsense. */
export const RENDER_FAILED = Symbol('render failed');

/**
 * Wraps a renderer: a throw, a timeout or a malformed answer becomes RENDER_FAILED,
 * logged once per request; null stays null (the renderer has no page for this path).
 * @param {RenderPage} renderPage
 * @param {{ timeoutMs?: number, log?: Pick<Console, 'error'> }} [options]
 * @returns {(request: PageRequest) => Promise<Page | null | typeof RENDER_FAILED>}
 */
export function guardedRenderer(renderPage, { timeoutMs = RENDER_TIMEOUT_MS, log = console } = {}) {
  return async (request) => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    /** @type {Promise<'timeout'>} */
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    try {
      const page = await Promise.race([Promise.resolve().then(() => renderPage(request)), timeout]);
      if (page === 'timeout') {
        log.error(
          `Rendering ${request.pathname} took over ${timeoutMs} ms; serving the fallback page`,
        );
        return RENDER_FAILED;
      }
      if (page === null || page === undefined) return null;
      if (!Number.isInteger(page.status) || typeof page.html !== 'string') {
        log.error(
          `Rendering ${request.pathname} returned no { status, html }; serving the fallback page`,
        );
        return RENDER_FAILED;
      }
      return page;
    } catch (error) {
      log.error(
        `Rendering ${request.pathname} failed (${error instanceof Error ? error.message : error}); serving the fallback page`,
      );
      return RENDER_FAILED;
    } finally {
      clearTimeout(timer);
    }
  };
}
