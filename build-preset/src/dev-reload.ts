/**
 * Development only: the composed page on the shell's dev server reloads itself when a
 * remote's dev server finishes a build (an edit, or the remote coming back after a
 * crash). A remote cannot hot-update into the shell's page (the federation runtime
 * keeps the first copy of a loaded module), so a reload is what shows the change.
 * Never part of a production build (`apply: 'serve'`).
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import { shellDevPort } from './remote-record';

const rebuiltPath = '/__remote-rebuilt';

/** In a remote's dev server: tells the shell's dev server after each successful build. */
export const pluginNotifyShellOnRebuild = (remote: string): RsbuildPlugin => ({
  name: 'pharmacy:notify-shell-on-rebuild',
  apply: 'serve',
  setup(api) {
    api.onAfterDevCompile(async ({ stats }) => {
      if (stats.hasErrors()) return;
      const url = `http://localhost:${shellDevPort}${rebuiltPath}?remote=${remote}`;
      // The shell's dev server may not be running (the remote alone, in its harness).
      await fetch(url, { method: 'POST' }).catch(() => undefined);
    });
  },
});

/** In the shell's dev server: reloads every open composed page when a remote rebuilt. */
export const pluginReloadOnRemoteRebuild = (): RsbuildPlugin => ({
  name: 'pharmacy:reload-on-remote-rebuild',
  apply: 'serve',
  setup(api) {
    api.onBeforeStartDevServer(({ server }) => {
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'POST' || req.url?.split('?')[0] !== rebuiltPath) return next();
        const remote = new URL(req.url, 'http://localhost').searchParams.get('remote');
        api.logger.info(`${remote ?? 'a remote'} rebuilt: reloading the composed page`);
        server.sockWrite('full-reload');
        res.statusCode = 204;
        res.end();
      });
    });
  },
});
