// What the server's pages are made of, as types only (this module has no code): what the
// pages route asks the renderer (renderer.ts) in its one call and gets back, and what the
// renderer works with (the live inputs, its settings).
import type { IncomingHttpHeaders } from 'node:http';
import type { LiveNotices } from '../composition/notices-file.ts';
import type { Composition } from '../composition/remotes-config.ts';
import type { Config } from '../config.ts';
import type { Log } from '../log.ts';

/**
 * What a page is asked for with: the decoded path, the whole URL (with the query), the
 * request's headers, and its logger (a failed page is logged on it).
 */
export type PageRequest = {
  pathname: string;
  url: URL;
  headers: IncomingHttpHeaders;
  log: Log;
};
/**
 * A page: `expiresAt` (ms), when its text changes by the clock, lets caches in front hold
 * it until then (routes/pages.ts).
 */
export type Page = {
  status: number;
  html: string;
  headers?: Record<string, string>;
  expiresAt?: number;
  /** The CSP sources of the styles the page holds inline (rendering/render-task.ts). */
  styleSources?: string[];
};
/**
 * Where pages come from: the server's renderer (renderer.ts) or one given instead (tests).
 * `mayRender` is the client's render limit, to ask before work that is in no cache (a
 * refusal is a page: 429). Null: no page for this path (the shell's index.html is sent).
 */
export type PageSource = (
  request: PageRequest,
  options: { mayRender: () => Promise<{ allowed: boolean; retryAfterS: number }> },
) => Page | null | undefined | Promise<Page | null | undefined>;

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
