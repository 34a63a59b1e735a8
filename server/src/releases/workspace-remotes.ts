import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteRecord } from 'build-preset/remote-record';

/**
 * The remote packages of a workspace (or of the container's runtime folder, which keeps
 * each package's package.json): each folder whose package.json has a `"remote"` record
 * (build-preset/src/remote-record.ts), in the order of their dev ports, as `pnpm release
 * --all` releases them.
 */
export function workspaceRemotes(root: string): string[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const file = join(root, entry.name, 'package.json');
      const manifest = (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}) as {
        name?: string;
        remote?: RemoteRecord;
      };
      return manifest.name && manifest.remote
        ? [{ name: manifest.name, port: manifest.remote.devPort }]
        : [];
    })
    .sort((a, b) => a.port - b.port)
    .map((remote) => remote.name);
}
