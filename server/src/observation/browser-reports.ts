// POST /_report: what visitors' browsers saw (shell/src/observe/reporter.ts sends it with
// navigator.sendBeacon when a page is hidden). Only its own small schema (zod), at most
// REPORT_MAX_BYTES (8 KB), at most REPORT_PER_MINUTE reports a minute per client (429
// past it, counted by @fastify/rate-limit: plugins/rate-limit.ts); answers 204 with no
// body, and never touches a page. Nothing identifying is kept: no cookie is read, and the
// client's address is only a key of the rate limiter, forgotten within a minute; the route
// is counted only when it is a known page. A client's first report in its minute (the rate
// limiter's count says so) also counts it as one source of each section it saw, erroring
// or not: the release watch judges by those, so one client weighs at most one a minute.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defaultLocale, locales, withoutLocale } from '../composition/shared-content.ts';
import type { BrowserEventKind } from './kinds.ts';
import type { Observer } from './metrics.ts';

export const REPORT_PATH = '/_report';

const remoteName = z.string().regex(/^[a-z][a-z0-9-]{0,40}$/);
const version = z.string().regex(/^[A-Za-z0-9._-]{1,64}$/);
const EVENT_KINDS = ['error', 'rejection', 'load-failed', 'panel', 'script-missing'] as const;

/** A report: one page view's (or a later part of it), as the browser sends it. */
const BrowserReport = z.strictObject({
  route: z
    .string()
    .max(200)
    .regex(/^\/[^?#]*$/),
  lang: z.enum([...locales] as [string, ...string[]]),
  view: z.boolean(),
  sections: z.array(z.strictObject({ remote: remoteName, version: version.optional() })).max(8),
  events: z
    .array(
      z.strictObject({
        kind: z.enum(EVENT_KINDS),
        remote: remoteName.optional(),
        version: version.optional(),
      }),
    )
    .max(10),
  vitals: z.strictObject({
    lcp: z.number().min(0).max(120_000).optional(),
    inp: z.number().min(0).max(60_000).optional(),
    cls: z.number().min(0).max(100).optional(),
  }),
  // The part of the page (a remote, or `shell`) that caused the INP and the largest shift.
  parts: z.strictObject({ inp: remoteName.optional(), cls: remoteName.optional() }).optional(),
});

/**
 * Registers POST /_report on `app` (which has @fastify/rate-limit: plugins/rate-limit.ts).
 */
export function browserReports(
  app: FastifyInstance,
  {
    maxBytes,
    perMinute,
    observer,
    routes,
    ownerOf,
  }: {
    maxBytes: number;
    perMinute: number;
    observer: Observer;
    routes: () => string[];
    ownerOf: (route: string) => string | undefined;
  },
) {
  const allowed = app.createRateLimit({ max: perMinute, timeWindow: 60_000 });
  app.route({
    method: 'POST',
    url: REPORT_PATH,
    bodyLimit: maxBytes,
    errorHandler: (error, _request, reply) => {
      const tooLarge = (error as { statusCode?: number }).statusCode === 413;
      observer.reportRefused(tooLarge ? 'too-large' : 'schema');
      return reply
        .code(tooLarge ? 413 : 400)
        .header('Cache-Control', 'no-store')
        .send();
    },
    handler: async (request: FastifyRequest, reply) => {
      reply.header('Cache-Control', 'no-store');
      const limit = await allowed(request);
      if (!limit.isAllowed && limit.isExceeded) {
        observer.reportRefused('rate');
        return reply.code(429).header('Retry-After', '60').send();
      }
      let body = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body) as unknown;
        } catch {
          body = undefined;
        }
      }
      const parsed = BrowserReport.safeParse(body);
      if (!parsed.success) {
        observer.reportRefused('schema');
        return reply.code(400).send();
      }
      const report = parsed.data;
      const english = withoutLocale(report.route);
      const known = routes().includes(english);
      const owner = known ? ownerOf(english) : undefined;
      // The page's owner first (with the version the browser ran, if it said).
      const sections = [
        ...(owner
          ? [report.sections.find(({ remote }) => remote === owner) ?? { remote: owner }]
          : []),
        ...report.sections.filter(({ remote }) => remote !== owner),
      ];
      countBrowserReport(
        observer,
        {
          ...report,
          route: known ? english : 'other',
          lang: report.lang ?? defaultLocale,
          sections,
        },
        // An allow-listed client (none is) has no count: it is no source.
        { firstThisMinute: !limit.isAllowed && limit.remaining === limit.max - 1 },
      );
      return reply.code(204).send();
    },
  });
}

/**
 * Counts a browser report the endpoint accepted, under the labels of the section (and
 * version) that each figure belongs to; `firstThisMinute`: its client's first report in
 * its minute, which counts that client as a source of each section it saw.
 */
export function countBrowserReport(
  observer: Observer,
  report: {
    route: string;
    lang: string;
    view: boolean;
    sections: { remote: string; version?: string }[];
    events: { kind: BrowserEventKind; remote?: string; version?: string }[];
    vitals: { lcp?: number; inp?: number; cls?: number };
    parts?: { inp?: string; cls?: string };
  },
  { firstThisMinute = true }: { firstThisMinute?: boolean } = {},
) {
  const { metrics, versionFor, noted, isRemote, sourced } = observer.reports;
  /** The sections (and versions) this report saw, and whether with an error of theirs. */
  const seen = new Map<string, { remote: string; version: string; erroring: boolean }>();
  const saw = (remote: string, version: string, erroring: boolean) => {
    const key = `${remote} ${version}`;
    seen.set(key, { remote, version, erroring: erroring || Boolean(seen.get(key)?.erroring) });
  };
  const sections = report.sections.filter(({ remote }) => isRemote(remote));
  // The page's own section (the first) carries its vitals; the shell's pages have none.
  const owners = sections.length > 0 ? sections : [{ remote: 'shell', version: undefined }];
  /**
   * The part that caused an INP or a layout shift (the browser says which), with the
   * version of it this page ran; the page's sections when the browser could not tell.
   */
  const causedBy = (part: string | undefined): { remote: string; version?: string }[] => {
    if (!part || !isRemote(part)) return owners;
    const onPage = sections.find(({ remote }) => remote === part);
    return [{ remote: part, version: onPage?.version }];
  };
  const labelsOf = ({ remote, version: claimed }: { remote: string; version?: string }) => {
    const version = versionFor(remote, claimed);
    return { labels: { route: report.route, lang: report.lang, remote, version }, version };
  };
  for (const section of owners) {
    const { labels, version } = labelsOf(section);
    if (report.view) {
      metrics.pageViews.inc(labels);
      noted(section.remote, version);
      saw(section.remote, version, false);
    }
    if (report.vitals.lcp !== undefined) {
      metrics.lcp.observe(labels, report.vitals.lcp / 1000);
      noted(section.remote, version);
    }
  }
  const { inp, cls } = report.vitals;
  if (inp !== undefined) {
    for (const section of causedBy(report.parts?.inp)) {
      const { labels, version } = labelsOf(section);
      metrics.inp.observe(labels, inp / 1000);
      noted(section.remote, version);
    }
  }
  if (cls !== undefined) {
    for (const section of causedBy(report.parts?.cls)) {
      metrics.cls.observe(labelsOf(section).labels, cls);
    }
  }
  const owner = owners[0].remote;
  for (const event of report.events) {
    // An event without a known source is the page's section's when it showed its
    // panel or note, the shell's otherwise.
    const remote =
      event.remote && isRemote(event.remote)
        ? event.remote
        : event.kind === 'panel' || event.kind === 'script-missing'
          ? owner
          : 'shell';
    const version = versionFor(remote, event.version);
    metrics.browserEvents.inc({ remote, version, kind: event.kind });
    if (event.kind === 'error' || event.kind === 'rejection' || event.kind === 'load-failed') {
      noted(remote, version);
      saw(remote, version, true);
    }
  }
  if (firstThisMinute) {
    for (const { remote, version, erroring } of seen.values()) sourced(remote, version, erroring);
  }
}
