#!/usr/bin/env node
// The console's entry: its build (owner/build.mjs: plain JavaScript, no TypeScript loader).
// In the workspace a missing or stale build is made first (esbuild, well under a second);
// in production (NODE_ENV=production, as the container and the systemd unit set it) the
// build is run as it is, never remade.
// Usage: node owner/bin/owner.mjs serve | invite "<name>" | list | revoke <id|name>
import { existsSync } from 'node:fs';

const builder = new URL('../build.mjs', import.meta.url);
if (process.env.NODE_ENV !== 'production' && existsSync(builder)) {
  const { build, isStale } = await import(builder.href);
  if (isStale()) await build();
}
const [command, ...rest] = process.argv.slice(2);
// `serve` alone starts the console; with anything after it (--help, a mistake) it is the
// CLI's to answer (its usage, or one line and exit 2), never a console started anyway.
const serves = command === 'serve' && rest.length === 0;
const entry = new URL(serves ? '../dist/main.js' : '../dist/cli.js', import.meta.url);
if (!existsSync(entry)) {
  console.error('owner: the console is not built (owner/dist): run pnpm build');
  process.exit(1);
}
await import(entry.href);
