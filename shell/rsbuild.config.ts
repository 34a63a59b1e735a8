import { defineConfig } from '@rsbuild/core';
import { devPorts, remoteNames } from 'shared-content';
import { shellConfig } from 'shared-content/build';
import { pluginSiteFiles } from './build/site-files';
import { pluginStartAfterPaint } from './build/start-after-paint';

/** In development each remote runs on its own port; production reads public/remotes.json. */
const devRemotesConfig = Object.fromEntries(
  remoteNames.map((name) => [name, `http://localhost:${devPorts[name]}/mf-manifest.json`]),
);

export default defineConfig(({ command }) => ({
  ...shellConfig(
    {
      name: 'shell',
      serverEntry: './src/server/index.ts',
      web: {
        source: { entry: { index: './src/index.ts' } },
        html: { template: './src/index.html', title: '' },
        output: { assetPrefix: '/' },
        performance: { chunkSplit: { strategy: 'split-by-experience' } },
        plugins: [
          pluginSiteFiles(),
          // Development serves no server HTML: the entry starts as Rsbuild writes it.
          ...(command === 'build' ? [pluginStartAfterPaint()] : []),
        ],
      },
    },
    command,
  ),
  server: {
    port: devPorts.shell,
    strictPort: true,
    historyApiFallback: true,
    setup: (context) => {
      if (context.action !== 'dev') return;
      context.server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== '/remotes.json') return next();
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(JSON.stringify(devRemotesConfig));
      });
    },
  },
  // Lazily compiled dynamic imports race the federation's async boundary.
  dev: { lazyCompilation: false },
}));
