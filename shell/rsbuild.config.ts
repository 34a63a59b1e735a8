import { defineConfig } from '@rsbuild/core';
import { shellConfig } from 'build-preset';
import {
  islandLoaderEnvironment,
  LOADER_ENVIRONMENT,
  pluginIslandLoader,
} from './build/island-loader';
import { pluginSiteFiles } from './build/site-files';
import { section } from './src/section';

/**
 * The shell's build: its page (index.html, which the server renders into), the browser
 * entry, the island loader and the server renderer. `pnpm dev` runs it in watch mode;
 * which remotes exist is the composition the server reads at run time.
 */
export default defineConfig(
  shellConfig({
    name: 'shell',
    section,
    serverEntry: './src/server/index.ts',
    buildEnvironments: { [LOADER_ENVIRONMENT]: islandLoaderEnvironment },
    web: {
      source: { entry: { index: './src/index.ts' } },
      html: { template: './src/index.html', title: '' },
      output: { assetPrefix: '/' },
      performance: { chunkSplit: { strategy: 'split-by-experience' } },
      // Its page names the island loader's file: the loader's environment builds first.
      tools: { rspack: { dependencies: [LOADER_ENVIRONMENT] } },
      plugins: [pluginSiteFiles(), pluginIslandLoader()],
    },
  }),
);
