import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import type { BuildInfo } from './identity';

/**
 * Stamps the build: its version goes into the manifest (`buildInfo.buildVersion`, which
 * the federation plugin reads from MF_BUILD_VERSION) and `build-info.json` beside it.
 */
export const pluginBuildInfo = (info: BuildInfo): RsbuildPlugin => ({
  name: 'build-info',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const web = environments.web;
      if (web)
        writeFileSync(join(web.distPath, 'build-info.json'), `${JSON.stringify(info, null, 2)}\n`);
    });
  },
});
