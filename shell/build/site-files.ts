import type { RsbuildPlugin } from '@rsbuild/core';
import { frameOrigins, redirects, routesOf, site } from 'shared-content';
import { shellSlots } from '../src/content';
import { section } from '../src/section';

/**
 * What the production server, the prerender and the hosting generator need from the
 * shell's build. No remote is here: which remotes exist is `remotes.json`, and each
 * publishes its own description (`pages.json`); the server composes them at run time.
 */
const siteConfig = () => ({
  origin: site.origin,
  redirects,
  frameOrigins,
  shellPages: routesOf('shell', section.declaration),
  shellSlots,
});

const robotsTxt = () =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.origin).href}\n`;

/** Emits site.json (for the server) and robots.txt. */
export const pluginSiteFiles = (): RsbuildPlugin => ({
  name: 'site-files',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const emit = (name: string, text: string) =>
        compilation.emitAsset(name, new sources.RawSource(text));
      emit('site.json', JSON.stringify(siteConfig(), null, 2));
      emit('robots.txt', robotsTxt());
    });
  },
});
