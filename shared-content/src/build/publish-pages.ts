import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { type RemoteName, remoteRecords, underPrefix } from '../platform/remotes';
import type { PageDeclaration } from '../platform/routes';

/**
 * Publishes the remote's pages with its build (`pages.json`, beside its manifest): the
 * server renders, redirects and lists in the sitemap exactly these. A page outside the
 * remote's prefixes could never be reached, so it fails the build.
 */
export const pluginPublishPages = (name: RemoteName, pages: PageDeclaration): RsbuildPlugin => ({
  name: 'publish-pages',
  setup(api) {
    const prefixes: readonly string[] = remoteRecords[name].prefixes;
    const paths = [...pages.pages, ...Object.keys(pages.aliases)];
    const outside = paths.filter((path) => !prefixes.some((prefix) => underPrefix(path, prefix)));
    if (outside.length > 0) {
      throw new Error(
        `${name} declares ${outside.join(', ')}, outside the prefixes it owns (${prefixes.join(', ')}); ` +
          'add the prefix to its record in shared-content/src/platform/remotes.ts and to remotes.json',
      );
    }
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (!web) return;
      const published = {
        remote: name,
        pages: pages.pages,
        aliases: pages.aliases,
        ...(pages.queryParams ? { queryParams: pages.queryParams } : {}),
      };
      writeFileSync(join(web.distPath, 'pages.json'), `${JSON.stringify(published, null, 2)}\n`);
    });
  },
});
