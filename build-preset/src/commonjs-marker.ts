import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/**
 * Every package is `"type": "module"`, but the server build is CommonJS: mark its
 * folder so Node loads it as such.
 */
export const pluginCommonJsMarker = (): RsbuildPlugin => ({
  name: 'commonjs-marker',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const node = environments.node;
      if (node) writeFileSync(join(node.distPath, 'package.json'), '{ "type": "commonjs" }\n');
    });
  },
});
