import type { RsbuildPlugin } from '@rsbuild/core';
import {
  canonicalPaths,
  frameOrigins,
  pageRoutes,
  redirects,
  remoteNames,
  site,
} from 'shared-content';
import { modulesForPath } from '../src/federation/routeModules';

/**
 * What the production server and the prerender need from the content tables, written
 * at build time. `renderedWith`: the remotes a page is rendered with.
 */
export const siteConfig = () => ({
  redirects,
  remoteNames,
  frameOrigins,
  pageRoutes: pageRoutes.map((route) => ({
    ...route,
    renderedWith: [...new Set(modulesForPath(route.path).map(({ remote }) => remote))],
  })),
});

export const sitemapXml = () => {
  const urls = canonicalPaths()
    .map((path) => `  <url><loc>${new URL(path, site.origin).href}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

export const robotsTxt = () =>
  `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', site.origin).href}\n`;

/** Emits site.json (for the server), sitemap.xml and robots.txt from shared-content. */
export const pluginSiteFiles = (): RsbuildPlugin => ({
  name: 'site-files',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const emit = (name: string, text: string) =>
        compilation.emitAsset(name, new sources.RawSource(text));
      emit('site.json', JSON.stringify(siteConfig(), null, 2));
      emit('sitemap.xml', sitemapXml());
      emit('robots.txt', robotsTxt());
    });
  },
});
