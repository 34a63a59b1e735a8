// A rendered page's stylesheets, put in its HTML instead of linked: on a first view the
// page paints with its HTML alone, without waiting a round trip per stylesheet (on a slow
// mobile network, about 0.2 s of first paint). Each becomes `<style data-href="…">`:
// the CSS chunk loader of every build (Rspack's) looks for that attribute, so a later
// navigation that needs the same stylesheet finds it and does not fetch it again.
//
// The CSP allows only these styles: the page is sent with their sha256 sources in
// `style-src` (plugins/pages.ts, `withStyleSources`). Only files this server has on disk
// are put inline: the shell's, and those of remotes deployed beside it; a stylesheet from
// another origin stays a link. A file's name carries its content hash, so each is read
// once per worker and kept.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A stylesheet as a page holds it inline: its element and its CSP source. */
type InlineStyle = { element: string; source: string };

/** Where a remote's browser build is: its manifest's URL, and the file it is read from. */
export type StylesheetOrigin = { browserUrl: string; browserSource: string };

const LINK = /<link rel="stylesheet" href="([^"]+)">/g;
const SITE = 'http://this.site';
/** Enough for every stylesheet of several releases of the shell and each remote. */
const KEPT = 2000;

/** `'sha256-…'`, as a CSP names a style element's exact text. */
export const cspSourceOf = (css: string) =>
  `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The file under `folder` at `relative`, never outside it. */
function within(folder: string, relative: string) {
  const file = normalize(join(folder, decodeURIComponent(relative)));
  return file.startsWith(folder + sep) ? file : undefined;
}

/**
 * The stylesheet at this page URL as a file this server has: under the shell's build
 * folder, or under the build folder of a remote whose manifest is a local file.
 */
export function stylesheetFile(
  href: string,
  shellDist: string,
  remotes: readonly StylesheetOrigin[],
): string | undefined {
  const url = new URL(href, `${SITE}/`);
  if (url.origin !== SITE || !url.pathname.endsWith('.css')) return undefined;
  for (const { browserUrl, browserSource } of remotes) {
    const base = new URL('.', new URL(browserUrl, `${SITE}/`));
    if (base.origin !== SITE || !url.pathname.startsWith(base.pathname)) continue;
    if (!browserSource.startsWith('file:')) return undefined;
    return within(dirname(fileURLToPath(browserSource)), url.pathname.slice(base.pathname.length));
  }
  return url.pathname.startsWith('/remotes/') ? undefined : within(shellDist, url.pathname);
}

/** Puts a page's linked stylesheets inline, reading each file once. */
export function stylesheetInliner(shellDist: string) {
  const kept = new Map<string, Promise<InlineStyle | undefined>>();

  const inlineStyleOf = (href: string, file: string) => {
    let style = kept.get(file);
    if (!style) {
      if (kept.size >= KEPT) kept.clear();
      style = readFile(file, 'utf8').then(
        // `</style` would end the element early: such a file stays a link.
        (css) =>
          css.includes('</style')
            ? undefined
            : { element: `<style data-href="${href}">${css}</style>`, source: cspSourceOf(css) },
        () => {
          // A file missing now may be deployed later: asked for again next time.
          kept.delete(file);
          return undefined;
        },
      );
      kept.set(file, style);
    }
    return style;
  };

  /**
   * The page with each stylesheet in its head that this server has put inline, and the
   * CSP sources of what was put inline, in order.
   */
  return async (
    html: string,
    remotes: readonly StylesheetOrigin[],
  ): Promise<{ html: string; styleSources: string[] }> => {
    const headEnd = html.indexOf('</head>');
    if (headEnd < 0) return { html, styleSources: [] };
    const head = html.slice(0, headEnd);
    const links = [...head.matchAll(LINK)];
    const styles = await Promise.all(
      links.map(([, href]) => {
        const file = stylesheetFile(href, shellDist, remotes);
        return file ? inlineStyleOf(href, file) : undefined;
      }),
    );
    const styleSources: string[] = [];
    let index = 0;
    const inlined = head.replace(LINK, (link) => {
      const style = styles[index++];
      if (!style) return link;
      // The same stylesheet linked twice is put inline once.
      if (styleSources.includes(style.source)) return '';
      styleSources.push(style.source);
      return style.element;
    });
    return { html: inlined + html.slice(headEnd), styleSources };
  };
}
