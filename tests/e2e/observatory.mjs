// The MDN HTTP Observatory (@mdn/mdn-http-observatory, its own retriever, tests and
// grader) against a site on any ports: its `scan()` takes a host name only and asks
// ports 80 and 443, so this does what `scan()` does with the ports given.
//
//   node tests/e2e/observatory.mjs HOST HTTP_PORT HTTPS_PORT
//
// Prints one line of JSON: { grade, score, testsPassed, testsQuantity, failed: [name, …] }.
// A certificate of a private CA is trusted through NODE_EXTRA_CA_CERTS. The package's
// install script (not run: installed with --ignore-scripts) downloads Chromium's HSTS
// preload list into its conf/; without it, the scan reads an empty list, which this
// writes where the package looks (no site here is preloaded).
import { existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !/^\d+$/.test(httpPort ?? '') || !/^\d+$/.test(httpsPort ?? '')) {
  console.error('usage: node tests/e2e/observatory.mjs HOST HTTP_PORT HTTPS_PORT');
  process.exit(2);
}
const root = dirname(
  createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'),
);
const preloadList = join(root, 'conf', 'hsts-preload.json');
if (!existsSync(preloadList)) writeFileSync(preloadList, '{}\n');
/** @param {string} path a module of the package's src/ */
const from = (path) => import(pathToFileURL(join(root, 'src', path)).href);
const { retrieve } = await from('retriever/retriever.js');
const { ALL_TESTS, NUM_TESTS } = await from('constants.js');
const { getGradeForScore, getScoreModifier } = await from('grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await from('grader/charts.js');

const requests = await retrieve(host, { httpPort, httpsPort });
if (!requests.responses.auto) {
  console.log(JSON.stringify({ error: 'The site seems to be down.' }));
  process.exit(1);
}
// As scan() scores: every test's modifier; the bonuses count only for an A already.
/** @type {{ pass: boolean | null, result: string | null, constructor: { name: string } }[]} */
const results = ALL_TESTS.map((/** @type {(requests: unknown) => any} */ test) => test(requests));
let withBonus = 100;
let withoutBonus = 100;
for (const result of results) {
  const modifier = getScoreModifier(result.result);
  withBonus += modifier;
  if (modifier < 0) withoutBonus += modifier;
}
const { grade, score } = getGradeForScore(
  withoutBonus >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withBonus : withoutBonus,
);
const failed = results.filter((result) => !result.pass);
console.log(
  JSON.stringify({
    grade,
    score,
    testsPassed: NUM_TESTS - failed.length,
    testsQuantity: NUM_TESTS,
    failed: failed.map((result) => `${result.constructor.name}: ${result.result}`),
  }),
);
