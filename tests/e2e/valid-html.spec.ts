// The server's HTML of every page, in both languages, is valid HTML: the Nu HTML Checker
// (vnu, the W3C's validator, from the `vnu-jar` package; Java from the system) finds no
// error in any of them.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { pathIn } from 'shared-content';
import { pageRoutes } from '../site/pages';

/** The path of `vnu.jar`: the package's main export. */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar'));

/** Every canonical page in English and in Spanish (an alias serves its canonical page's HTML). */
const paths = pageRoutes
  .filter((route) => !route.canonical)
  .flatMap((route) => [route.path, pathIn(route.path, 'es')]);

/**
 * The checker's CSS validator predates container queries (CSS Containment 3, in every
 * browser the site supports since 2023) and anchor positioning (CSS Anchor Positioning 1,
 * which hangs the header's menus under their buttons): it reports the `container`
 * property, the `@container` rule and the four anchor positioning properties as unknown
 * in the stylesheets the server puts inline. Only those are let through; any other CSS
 * problem still fails the page.
 */
const UNKNOWN_TO_THE_CHECKER =
  /^CSS: (“(container|anchor-name|position-anchor|position-area|position-try-fallbacks)”: Property “\2” doesn't exist\.|Unrecognized at-rule “@(container|view-transition)”)/;

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every page the server renders, in both languages, is valid HTML (Nu HTML Checker: no error)', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    // One file per page, then one run of the checker over all of them (one JVM start).
    const pageOfFile = new Map<string, string>();
    for (const pagePath of paths) {
      const response = await request.get(pagePath, { maxRedirects: 0 });
      expect(response.status(), pagePath).toBe(200);
      const file = path.join(folder, `${pagePath.replace(/\W+/g, '_')}.html`);
      await writeFile(file, await response.text());
      pageOfFile.set(`file:${file}`, pagePath);
    }
    const files = [...pageOfFile.keys()].map((url) => url.slice('file:'.length));
    // The report is JSON on stderr; `--exit-zero-always` leaves the verdict to this test.
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
    const problems = messages
      .filter((message) => message.type !== 'info')
      .filter((message) => !UNKNOWN_TO_THE_CHECKER.test(message.message))
      .map(
        (message) =>
          `${pageOfFile.get(message.url ?? '') ?? message.url ?? ''}:${message.lastLine ?? ''}: ${message.message}${message.extract ? ` in ${message.extract.trim()}` : ''}`,
      );
    expect(problems).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
