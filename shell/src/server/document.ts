// The page's HTML document: the rendered app put into the browser build's index.html,
// with preload hints for what the page loads next.
import type { RemoteName } from 'shared-content';
import type { RemoteModuleRef } from '../federation/routeModules';
import type { ServerRemote } from './remotes';

/**
 * Puts a rendered page into the browser build's index.html. React emits the page's
 * document metadata (`<title>`, `<meta>`, `<link>`, hoisted from the components) at the
 * start of a render that has no `<html>` of its own; it belongs in `<head>`.
 */
const MARKS = { head: '<!--ssr-head-->', body: '<!--ssr-body-->', data: '<!--ssr-data-->' };
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/;

function splitHoistedHead(html: string): { head: string; body: string } {
  const head = html.match(LEADING_HEAD_ELEMENTS)?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

export function assembleDocument(
  template: string,
  { app, styles, data }: { app: string; styles: string; data: string },
): string {
  const missing = Object.values(MARKS).filter((mark) => !template.includes(mark));
  if (missing.length > 0) throw new Error(`The page template lacks ${missing.join(', ')}`);
  const { head, body } = splitHoistedHead(app);
  // Functions, so that `$` in the page is never read as a replacement pattern.
  return template
    .replace(MARKS.head, () => `${head}${styles}`)
    .replace(MARKS.body, () => body)
    .replace(MARKS.data, () => data);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * `<link rel="preload">` for the shell's own scripts the page needs (its bootstrap and
 * its page's chunk), and for the manifests of the page's remotes (those that did not
 * fail on the server), so the browser has
 * them when the shell's entry starts (which then starts loading the remotes' scripts).
 *
 * Not the remotes' scripts: Chromium keeps a failed script preload for the page's
 * lifetime and answers later loads of that URL with the same failure, so Retry could
 * never recover a remote that was down when the page loaded. A failed fetch preload
 * is not kept.
 */
export function preloadLinks(
  modules: RemoteModuleRef[],
  remotes: Partial<Record<RemoteName, ServerRemote>>,
  shellScripts: string[] = [],
): string {
  const links = new Set<string>(
    shellScripts.map((src) => `<link rel="preload" as="script" href="${escapeAttribute(src)}">`),
  );
  for (const { remote } of modules) {
    const browser = remotes[remote]?.browser;
    if (!browser) continue;
    // The runtime fetch()es the manifest: a CORS-mode preload matches that request.
    links.add(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(browser.url)}">`,
    );
  }
  return [...links].join('');
}
