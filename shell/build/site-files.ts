import type { RsbuildPlugin } from '@rsbuild/core';
import {
  defaultRemotesConfig,
  frameOrigins,
  redirects,
  remoteNames,
  routesOf,
  site,
} from 'shared-content';
import { shellPages } from '../src/content';

/**
 * What the production server, the prerender and the hosting generator need from the
 * shell's build. The remotes' pages are not here: each remote publishes its own
 * (`pages.json`), and the server composes them at run time.
 */
export const siteConfig = () => ({
  origin: site.origin,
  redirects,
  remoteNames,
  frameOrigins,
  shellPages: routesOf('shell', shellPages),
  defaultRemotes: defaultRemotesConfig(),
});

export const robotsTxt = () =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.origin).href}\n`;

/** Emits site.json (for the server), the default remotes.json and robots.txt. */
export const pluginSiteFiles = (): RsbuildPlugin => ({
  name: 'site-files',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const emit = (name: string, text: string) =>
        compilation.emitAsset(name, new sources.RawSource(text));
      emit('site.json', JSON.stringify(siteConfig(), null, 2));
      emit('remotes.json', `${JSON.stringify(defaultRemotesConfig(), null, 2)}\n`);
      emit('robots.txt', robotsTxt());
    });
  },
});
