#!/usr/bin/env node
// The console's entry: its build (owner/build.mjs: plain JavaScript, no TypeScript loader).
// In the workspace a missing or stale build is made first (esbuild, well under a second);
// the container has the build and no sources, and runs it as it is.
// Usage: node owner/bin/owner.mjs serve | invite "<name>" | list | revoke <id|name>
import { existsSync } from 'node:fs';

const builder = new URL('../build.mjs', import.meta.url);
const entries = { serve: '../dist/main.js', cli: '../dist/cli.js' };
if (existsSync(builder)) {
  const { build, isStale } = await import(builder.href);
  if (isStale()) await build();
}
const [command] = process.argv.slice(2);
await import(new URL(command === 'serve' ? entries.serve : entries.cli, import.meta.url).href);
