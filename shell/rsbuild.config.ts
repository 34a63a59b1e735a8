import { defineConfig } from '@rsbuild/core';
import { devPorts, remoteNames } from 'shared-content';
import { shellPlugins } from 'shared-content/build';
import { pluginSiteFiles } from './build/site-files';

/** In development each remote runs on its own port; production reads public/remotes.json. */
const devRemotesConfig = Object.fromEntries(
  remoteNames.map((name) => [name, `http://localhost:${devPorts[name]}/mf-manifest.json`]),
);

export default defineConfig({
  plugins: [...shellPlugins('shell'), pluginSiteFiles()],
  source: { entry: { index: './src/index.ts' } },
  html: {
    template: './src/index.html',
    title: 'Hometown Pharmacy Group',
  },
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
  output: { assetPrefix: '/' },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});
