// @vitest-environment node
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../config.ts';
import { browserReports } from '../observation/browser-reports.ts';
import { createObserver } from '../observation/metrics.ts';
import rateLimit from '../plugins/rate-limit.ts';
import { wilsonLowerBound } from './rule.ts';
import { verdict } from './watch.ts';

// The release watch's rule for browser errors, fed through the report endpoint as browsers
// send (each visitor its own address, the rate limiter's key), on a clock the test moves.

const settings = readConfig({}).releaseWatch;
const watch = {
  remote: 'mf-medpack',
  version: 'v2',
  previous: 'v1',
  startedAt: '2026-01-01T10:00:00.000Z',
  until: '2026-01-01T10:10:00.000Z',
};

/** A site whose live mf-medpack is v1, then v2 once `release()` is called; its report endpoint. */
async function site() {
  const live = { version: 'v1' };
  const observer = createObserver({
    live: {
      get composition() {
        return {
          remotes: { 'mf-medpack': `/remotes/mf-medpack/${live.version}/mf-manifest.json` },
        };
      },
    },
  });
  const app = Fastify();
  await app.register(rateLimit);
  browserReports(app, {
    maxBytes: 8192,
    perMinute: 30,
    observer,
    routes: () => ['/medpack'],
    ownerOf: () => 'mf-medpack',
  });
  await app.ready();
  /** One page view of /medpack from `visitor` (an address), with an error of the live version or not. */
  const view = async (visitor: string, withError: boolean) =>
    (
      await app.inject({
        method: 'POST',
        url: '/_report',
        remoteAddress: visitor,
        payload: {
          route: '/medpack',
          lang: 'en',
          view: true,
          sections: [{ remote: 'mf-medpack', version: live.version }],
          events: withError ? [{ kind: 'error', remote: 'mf-medpack', version: live.version }] : [],
          vitals: {},
        },
      })
    ).statusCode;
  const visitors = (count: number, from = 0) =>
    Array.from(
      { length: count },
      (_, index) => `10.0.${Math.floor((from + index) / 250)}.${(from + index) % 250}`,
    );
  return {
    view,
    visitors,
    release: () => {
      live.version = 'v2';
    },
    verdict: () => verdict(watch, observer, settings),
    close: () => {
      observer.close();
      return app.close();
    },
  };
}

/** Runs `check` against a site of its own, closed after. */
async function withSite(check: (test: Awaited<ReturnType<typeof site>>) => Promise<void>) {
  const test = await site();
  try {
    await check(test);
  } finally {
    await test.close();
  }
}

const minute = () => vi.setSystemTime(Date.now() + 60_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.parse('2026-01-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the rule for browser errors', () => {
  it('takes the low end of the 95% interval of the share of visitors with errors', () => {
    expect(wilsonLowerBound(3, 3)).toBeCloseTo(0.4385, 3);
    expect(wilsonLowerBound(10, 100)).toBeCloseTo(0.0552, 3);
    expect(wilsonLowerBound(0, 50)).toBe(0);
    expect(wilsonLowerBound(0, 0)).toBe(0);
  });

  it('rolls back a release that breaks every view once three visitors report it within a minute', () =>
    withSite(async (test) => {
      for (const visitor of test.visitors(40)) await test.view(visitor, false);
      test.release();
      const [first, second, third] = test.visitors(3, 100);
      // Within 60 s, across a clock minute (10:00:45 and 10:01:05).
      vi.setSystemTime(Date.parse('2026-01-01T10:00:45Z'));
      await test.view(first, true);
      await test.view(second, true);
      expect(await test.verdict()).toBeUndefined();
      vi.setSystemTime(Date.now() + 20_000);
      await test.view(third, true);
      expect(await test.verdict()).toMatch(
        /^3 of 3 reporting visitors saw browser errors of v2 \(3 within one minute; at least 438\.5 per thousand/,
      );
    }));

  it('rolls back a release that breaks one view in ten, against one that broke none', () =>
    withSite(async (test) => {
      for (const visitor of test.visitors(100)) await test.view(visitor, false);
      test.release();
      const visitors = test.visitors(120, 200);
      for (const [index, visitor] of visitors.entries()) await test.view(visitor, index % 10 === 0);
      expect(await test.verdict()).toMatch(
        /^12 of 120 reporting visitors saw browser errors of v2/,
      );
    }));

  it('never rolls back on one noisy visitor: 30 erroring reports a minute for ten minutes', () =>
    withSite(async (test) => {
      for (const visitor of test.visitors(40)) await test.view(visitor, false);
      test.release();
      const statuses = new Set<number>();
      for (let minutes = 0; minutes < 10; minutes += 1) {
        for (let report = 0; report < 40; report += 1) {
          statuses.add(await test.view('192.0.2.7', true));
        }
        for (const visitor of test.visitors(5, 300 + minutes * 5)) await test.view(visitor, false);
        minute();
      }
      // Past 30 a minute it was refused; what it sent counted once a minute.
      expect([...statuses].sort()).toEqual([204, 429]);
      expect(await test.verdict()).toBeUndefined();
    }));

  it('keeps a good release: errors as rare as the version before', () =>
    withSite(async (test) => {
      for (const [index, visitor] of test.visitors(200).entries()) {
        await test.view(visitor, index % 100 === 0);
      }
      test.release();
      for (const [index, visitor] of test.visitors(200, 400).entries()) {
        await test.view(visitor, index % 100 === 0);
        if (index % 50 === 49) minute();
      }
      expect(await test.verdict()).toBeUndefined();
    }));
});
