import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rsbuild/core';
import { devComposition, shellConfig, shellDevPort } from 'build-preset';
import {
  islandLoaderEnvironment,
  LOADER_ENVIRONMENT,
  pluginIslandLoader,
} from './build/island-loader';
import { pluginSiteFiles } from './build/site-files';
import { section } from './src/section';

/**
 * In development each remote of the workspace runs on its own port (its package.json's
 * `remote.devPort`); production serves the composition the server reads at run time.
 */
const workspaceRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig(({ command }) => ({
  ...shellConfig(
    {
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
        tools: command === 'build' ? { rspack: { dependencies: [LOADER_ENVIRONMENT] } } : undefined,
        plugins: [
          pluginSiteFiles(),
          // Development serves no server HTML: the entry starts as Rsbuild writes it.
          ...(command === 'build' ? [pluginIslandLoader()] : []),
        ],
      },
    },
    command,
  ),
  server: {
    port: shellDevPort,
    strictPort: true,
    historyApiFallback: true,
    setup: (context) => {
      if (context.action !== 'dev') return;
      context.server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        // Read on each request: a remote package added meanwhile shows up.
        res.end(JSON.stringify(devComposition(workspaceRoot)));
      });
    },
  },
  // Lazily compiled dynamic imports race the federation's async boundary.
  dev: { lazyCompilation: false },
}));
