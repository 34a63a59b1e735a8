import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlBasicTag, RsbuildPlugin, Rspack } from '@rsbuild/core';
import { redirects } from 'shared-content';

/** The build environment of the island loader: a plain script, no federation, no React. */
export const LOADER_ENVIRONMENT = 'islands';
const LOADER_ENTRY = 'island-loader';
const PLACEHOLDER = '__ISLAND_LOADER__';
// Content-hashed, except in a build whose file names carry no hash.
const LOADER_FILE = new RegExp(`^${LOADER_ENTRY}(\\.[0-9a-f]+)?\\.js$`);

/** The island loader's environment: `src/islands/loader.ts`, beside the browser build. */
export const islandLoaderEnvironment = {
  source: { entry: { [LOADER_ENTRY]: './src/islands/loader.ts' } },
  output: { target: 'web' as const, assetPrefix: '/', distPath: { root: 'dist' } },
  tools: { htmlPlugin: false },
};

/** The shared modules' stylesheets every page renders with (the UI kit's extracted CSS). */
const sharedStylesheets = (compilation: Rspack.Compilation, assetPrefix: string) => {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    const provides = group.origins.some((origin) =>
      /^provide shared module \([^)]*\) ui-kit(\/section)?@/.test(
        origin.module?.identifier() ?? '',
      ),
    );
    if (!provides) continue;
    for (const file of group.getFiles())
      if (file.endsWith('.css')) files.add(`${assetPrefix}${file}`);
  }
  return [...files].sort();
};

/**
 * Navigation between pages is a document load, made instant: a link of the site is
 * prerendered when a visitor hovers or presses it (the page is shown at the click), and
 * prefetched as well, for a browser that prefetches but does not prerender (or refuses
 * to now: too many prerenders, data saver, automation). Never the redirects and portals
 * (they leave the site), the reports endpoint or the owner's console.
 */
const speculationRules = () => {
  const notPages = [
    ...Object.keys(redirects),
    '/api/*',
    '/app/*',
    '/_report',
    '/owner',
    '/owner/*',
  ];
  const sitePage = {
    and: [
      { href_matches: '/*' },
      { not: { href_matches: notPages } },
      { not: { selector_matches: '[download], [rel~="nofollow"], [target]' } },
    ],
  };
  return JSON.stringify({
    prefetch: [{ where: sitePage, eagerness: 'moderate' }],
    prerender: [{ where: sitePage, eagerness: 'moderate' }],
  });
};

const isEntryScript = (tag: HtmlBasicTag) =>
  tag.tag === 'script' && typeof tag.attrs?.src === 'string' && tag.attrs.defer === true;

/**
 * The page runs the island loader only: the shell's federated entry (React, the runtime,
 * the island hydrator) is no script of the page's own. Its URLs go on the loader's tag, for
 * the loader to add when the first island wakes. The UI kit's stylesheets are linked in
 * the head (render-blocking), so the server HTML paints styled.
 */
export const pluginIslandLoader = (): RsbuildPlugin => ({
  name: 'island-loader',
  setup(api) {
    api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, assetPrefix }) => {
      const entries = [...headTags, ...bodyTags].filter(isEntryScript);
      const loader: HtmlBasicTag = {
        tag: 'script',
        attrs: {
          defer: true,
          src: PLACEHOLDER,
          'data-hydrator': entries.map((tag) => String(tag.attrs?.src)).join(' '),
        },
      };
      const styles = sharedStylesheets(compilation, assetPrefix).map(
        (href): HtmlBasicTag => ({ tag: 'link', attrs: { rel: 'stylesheet', href } }),
      );
      const rules: HtmlBasicTag = {
        tag: 'script',
        attrs: { type: 'speculationrules' },
        children: speculationRules(),
      };
      return {
        headTags: [...styles, ...headTags.filter((tag) => !isEntryScript(tag)), loader, rules],
        bodyTags: bodyTags.filter((tag) => !isEntryScript(tag)),
      };
    });
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (!web) return;
      // The loader's environment writes into the same folder, before this one (a dependency).
      const scripts = join(web.distPath, 'static/js');
      const loaderFile = readdirSync(scripts).find((file) => LOADER_FILE.test(file));
      if (!loaderFile) throw new Error('island-loader: the loader environment built no script');
      const html = join(web.distPath, 'index.html');
      const page = readFileSync(html, 'utf8');
      writeFileSync(html, page.replace(PLACEHOLDER, `/static/js/${loaderFile}`));
    });
  },
});
