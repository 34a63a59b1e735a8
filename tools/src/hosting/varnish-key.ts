// The cache key of the Varnish recipe (varnish.ts) as the server's own page cache keys
// pages: the page's path and the query parameters it declares, read from the live
// composition; and how those are written in VCL.

import { locales, pathIn } from 'site-server/composition/shared-content';

/** What a page declares it reads of the query string (published rules, or legacy names). */
type PublishedParams = Record<string, unknown> | readonly unknown[] | undefined;

/** A page and the query parameters it declares, as the composition publishes them. */
export type DeclaredPage = { path: string; queryParams?: PublishedParams };

/** The names of a page's declared parameters (rules by name, or a legacy list of names). */
const paramNames = (published: PublishedParams) =>
  (Array.isArray(published)
    ? published.filter((name): name is string => typeof name === 'string')
    : Object.keys(published ?? {})
  )
    .filter((name) => /^[A-Za-z0-9_.-]+$/.test(name))
    .sort();

export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** A VCL string literal (long form: no quote or newline can end it). */
export const vclString = (text: string) => `{"${text.replaceAll('"}', '"} + {"')}"}`;

/**
 * The pages of the live composition with the parameters they declare: the shell's own
 * (site.json) and each remote's (pages.json), aliases with their canonical page's.
 */
export function declaredPages({
  shellPages,
  remotePages,
}: {
  shellPages: readonly { path: string; canonical?: string; queryParams?: PublishedParams }[];
  remotePages: readonly {
    pages: readonly string[];
    aliases?: Readonly<Record<string, string>>;
    queryParams?: Readonly<Record<string, unknown>>;
  }[];
}): DeclaredPage[] {
  return [
    ...shellPages.map(({ path, queryParams }) => ({ path, queryParams })),
    ...remotePages.flatMap((declared) => {
      const params = (path: string) => declared.queryParams?.[path] as PublishedParams;
      return [
        ...declared.pages.map((path) => ({ path, queryParams: params(path) })),
        ...Object.entries(declared.aliases ?? {}).map(([path, canonical]) => ({
          path,
          queryParams: params(canonical),
        })),
      ];
    }),
  ];
}

/**
 * The VCL for Varnish in front of `backends` (host:port of each Node server).
 * `probeInterval`: seconds between health probes of each backend.
 */

/** Pages that read parameters, in each language, grouped by the parameters they keep. */
export function pagesByParams(pages: readonly DeclaredPage[]) {
  const byParams = new Map<string, string[]>();
  for (const { path, queryParams } of pages) {
    const names = paramNames(queryParams);
    if (names.length === 0) continue;
    const key = names.join(',');
    const paths = byParams.get(key) ?? [];
    paths.push(...locales.map((lang) => pathIn(path, lang)));
    byParams.set(key, paths);
  }
  return byParams;
}
