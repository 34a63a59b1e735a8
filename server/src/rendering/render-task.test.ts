// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { withStyleSources } from '../routes/pages.ts';
import { cspSourceOf, stylesheetFile, stylesheetInliner } from './render-task.ts';

const folder = mkdtempSync(join(tmpdir(), 'inline-styles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const shellDist = join(folder, 'shell');
const remoteDir = join(folder, 'releases/mf-medpack/abc');
const write = (file: string, text: string) => {
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
};
write(join(shellDist, 'static/css/ui.1111111111.css'), '.a{color:red}');
write(join(remoteDir, 'static/css/prices.2222222222.css'), '.b{color:blue}');
write(join(shellDist, 'static/css/odd.3333333333.css'), '.c::after{content:"</style>"}');
const medpack = {
  browserUrl: '/remotes/mf-medpack/abc/mf-manifest.json',
  browserSource: pathToFileURL(join(remoteDir, 'mf-manifest.json')).href,
};
const elsewhere = {
  browserUrl: 'https://cdn.example/mf-reviews/mf-manifest.json',
  browserSource: 'https://cdn.example/mf-reviews/mf-manifest.json',
};
const link = (href: string) => `<link rel="stylesheet" href="${href}">`;
const page = (head: string) =>
  `<html><head><title>Prices</title>${head}</head><body><p>${link('/static/css/ui.1111111111.css')}</p></body></html>`;

describe('stylesheetFile', () => {
  it("finds the shell's files and those of remotes deployed beside it, nothing outside them", () => {
    expect(stylesheetFile('/static/css/ui.1111111111.css', shellDist, [medpack])).toBe(
      join(shellDist, 'static/css/ui.1111111111.css'),
    );
    expect(
      stylesheetFile('/remotes/mf-medpack/abc/static/css/prices.2222222222.css', shellDist, [
        medpack,
      ]),
    ).toBe(join(remoteDir, 'static/css/prices.2222222222.css'));
    // A URL's dot segments resolve inside the site; encoded slashes never leave the folder.
    expect(stylesheetFile('/static/../../x.css', shellDist, [])).toBe(join(shellDist, 'x.css'));
    expect(stylesheetFile('/static/..%2F..%2F..%2Fx.css', shellDist, [])).toBeUndefined();
    expect(
      stylesheetFile('/remotes/mf-medpack/abc/..%2F..%2Fx.css', shellDist, [medpack]),
    ).toBeUndefined();
    expect(stylesheetFile('/remotes/mf-other/x.css', shellDist, [medpack])).toBeUndefined();
    expect(
      stylesheetFile('https://cdn.example/mf-reviews/a.css', shellDist, [elsewhere]),
    ).toBeUndefined();
    expect(stylesheetFile('/static/js/index.1111111111.js', shellDist, [])).toBeUndefined();
  });
});

describe('stylesheetInliner', () => {
  it("puts the head's stylesheets inline in order, each once, and names their CSP sources", async () => {
    // Only the head's: the body's text is the page's, whatever it holds.
    const inline = stylesheetInliner(shellDist);
    const { html, styleSources } = await inline(
      page(
        link('/remotes/mf-medpack/abc/static/css/prices.2222222222.css') +
          link('/static/css/ui.1111111111.css') +
          link('/static/css/ui.1111111111.css'),
      ),
      [medpack],
    );
    expect(html).toBe(
      page(
        '<style data-href="/remotes/mf-medpack/abc/static/css/prices.2222222222.css">.b{color:blue}</style>' +
          '<style data-href="/static/css/ui.1111111111.css">.a{color:red}</style>',
      ),
    );
    expect(styleSources).toEqual([cspSourceOf('.b{color:blue}'), cspSourceOf('.a{color:red}')]);
  });

  it('leaves a link where the file is missing, elsewhere, or would end the element early', async () => {
    const inline = stylesheetInliner(shellDist);
    const head =
      link('/static/css/gone.4444444444.css') +
      link('https://cdn.example/mf-reviews/a.css') +
      link('/static/css/odd.3333333333.css');
    const { html, styleSources } = await inline(page(head), [elsewhere]);
    expect(html).toBe(page(head));
    expect(styleSources).toEqual([]);

    // A file deployed after a first miss is put inline next time.
    write(join(shellDist, 'static/css/gone.4444444444.css'), '.d{color:green}');
    const later = await inline(page(link('/static/css/gone.4444444444.css')), []);
    expect(later.styleSources).toEqual([cspSourceOf('.d{color:green}')]);
  });

  it("gives the sha256 source a browser computes for the element's text", () => {
    // echo -n '.a{color:red}' | openssl dgst -sha256 -binary | base64
    expect(cspSourceOf('.a{color:red}')).toBe(
      "'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc='",
    );
  });
});

describe('withStyleSources', () => {
  it("adds the page's style sources to style-src only", () => {
    const policy = "default-src 'self';style-src 'self' https://cdn.example;img-src 'self' data:";
    expect(withStyleSources(policy, ["'sha256-x'", "'sha256-y'"])).toBe(
      "default-src 'self';style-src 'self' https://cdn.example 'sha256-x' 'sha256-y';img-src 'self' data:",
    );
    expect(withStyleSources(policy, [])).toBe(policy);
  });
});
