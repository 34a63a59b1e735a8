// What the server's pages are made of, as types only (this module has no code): what the
// pages route asks a page source (page-source.ts) and gets back, and what the renderer
// (renderer.ts) works with: the live inputs, a page still to render, a cached page.
import type { IncomingHttpHeaders } from 'node:http';
import type { PageTarget, RenderResult } from 'shell/server';
import type { LiveNotices } from '../composition/notices-file.ts';
import type { Composition } from '../composition/remotes-config.ts';
import type { Config } from '../config.ts';

/**
 * What a page source is asked for: the decoded path, the whole URL (with the query) and
 * the request's headers.
 */
export type PageRequest = {
  pathname: string;
  url: URL;
  headers: IncomingHttpHeaders;
};
/**
 * A page: `expiresAt` (ms), when its text changes by the clock, lets caches in front hold
 * it until then (routes/pages.ts); `etag` names its HTML, if the source knows it.
 */
export type Page = {
  status: number;
  html: string;
  headers?: Record<string, string>;
  expiresAt?: number;
  etag?: string;
  /** The CSP sources of the styles the page holds inline (rendering/worker.ts). */
  styleSources?: string[];
};
/** A page that is in no cache: rendering it is work the route may refuse (its render limit). */
export type PageToRender = { render: () => Promise<Page> };
/** What a source answers: a page, one to render, or null (or undefined): none for this path. */
export type PageAnswer = Page | PageToRender | null | undefined;
/** A page source. */
export type PageSource = (request: PageRequest) => PageAnswer | Promise<PageAnswer>;

export type PageResult = RenderResult | { kind: 'redirect'; location: string };
/** A page that is in no cache: what rendering it takes, worked out once. */
export type PageRender = {
  kind: 'render';
  page: PageTarget;
  /** The snapshot `find` worked the page out from: the render uses the same. */
  composition: Composition;
  notices: LiveNotices['notices'] | undefined;
  cacheKey: string;
};
/**
 * The composition's snapshot and the notices in force: a plain record their watchers keep
 * current (live-site.ts), read with no call into them; `ready`: both read once.
 */
export type LiveInputs = {
  composition: Composition;
  notices?: { notices: LiveNotices['notices'] | undefined; version: number };
  ready?: Promise<unknown>;
};

/** The render settings of the configuration (config.ts): workers, budget, cache. */
export type RenderSettings = Config['render'];

/**
 * A page in the cache, with the versions of the remotes that rendered it.
 */
export type CachedPage = { result: RenderResult; remoteVersions: RenderResult['remoteVersions'] };

/** The page cache a renderer keeps its whole pages in (page-source.ts, `pageCache`). */
export type PageCache = {
  get: (key: string) => CachedPage | undefined;
  set: (key: string, entry: CachedPage) => void;
};
