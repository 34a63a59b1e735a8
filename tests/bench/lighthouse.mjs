// Lighthouse in its default (mobile: simulated slow 4G, 4x CPU slowdown) configuration,
// in Debian's Chromium, on the benchmark routes. Prints performance, LCP, CLS and TBT
// per route (the median of RUNS runs). A benchmark, not a test: the numbers vary with
// the machine's load.
// Usage: pnpm bench:lighthouse [path ...]   (needs the production server: pnpm start)
//        BASE_URL=http://localhost:8080 RUNS=3
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const base = process.env.BASE_URL ?? `http://localhost:${process.env.PORT ?? 8080}`;
const runs = Number(process.env.RUNS ?? 3);
const paths =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : [
        '/',
        '/locations/parlin',
        '/best-prices',
        '/support/hours',
        '/about',
        '/testimonials',
        '/support/faq',
      ];

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
try {
  for (const path of paths) {
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      process.stderr.write(`${path}: run ${run} of ${runs}…\n`);
      const { lhr } = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      results.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
      });
    }
    const pick = (key) => median(results.map((result) => result[key]));
    rows.push({
      path,
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      'LCP (s)': (pick('lcp') / 1000).toFixed(2),
      CLS: pick('cls').toFixed(3),
      'TBT (ms)': Math.round(pick('tbt')),
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse mobile, median of ${runs} run(s), ${base}`);
console.table(rows);
