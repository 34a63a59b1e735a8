// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countBrowserReport } from './browser-reports.ts';
import { createObserver } from './metrics.ts';

const live = { remotes: { 'mf-medpack': '/remotes/mf-medpack/v2/mf-manifest.json' } };

describe("a version's figures, read from the metrics", () => {
  it('count its page views, errors and renders, and place its p75 LCP and render p95 in their buckets', async () => {
    const observer = createObserver({
      live: { composition: live },
      now: () => Date.parse('2026-12-15T14:00:30Z'),
    });
    try {
      expect(await observer.summary('mf-medpack', 'v2')).toBeUndefined();
      // Four views, one with an error and one with a failed load; LCP 1.2 s on each.
      for (const index of [0, 1, 2, 3]) {
        countBrowserReport(observer, {
          route: '/medpack',
          lang: 'en',
          view: true,
          sections: [{ remote: 'mf-medpack' }],
          events:
            index === 0
              ? [{ kind: 'error', remote: 'mf-medpack' }]
              : index === 1
                ? [{ kind: 'load-failed', remote: 'mf-medpack' }, { kind: 'panel' }]
                : [],
          vitals: { lcp: 1200 },
        });
      }
      observer.rendered(['mf-medpack'], 80);
      observer.rendered(['mf-medpack'], 120);
      observer.renderFailed(['mf-medpack'], 'overrun');
      const figures = await observer.summary('mf-medpack', 'v2');
      expect(figures).toMatchObject({
        version: 'v2',
        views: 4,
        errors: 2,
        errorsPerThousand: 500,
        renders: 2,
        renderFailures: 1,
        firstSeen: '2026-12-15T14:00:30.000Z',
      });
      // 1.2 s falls in the 1-1.5 s bucket; 80 and 120 ms in 0.05-0.1 and 0.1-0.25 s.
      expect(figures?.lcpP75).toBeGreaterThan(1000);
      expect(figures?.lcpP75).toBeLessThanOrEqual(1500);
      expect(figures?.renderP95).toBeGreaterThan(100);
      expect(figures?.renderP95).toBeLessThanOrEqual(250);
      expect(figures?.inpP75).toBeNull();
      // A server younger than a minute: everything so far is this minute's.
      expect(figures?.minutes).toEqual([
        { at: Date.parse('2026-12-15T14:00:00Z'), views: 4, errors: 2, renderFailures: 1 },
      ]);
    } finally {
      observer.close();
    }
  });
});
