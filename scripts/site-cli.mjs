#!/usr/bin/env node
// How every root command that runs a built CLI starts it (`pnpm release`, `pnpm status`,
// `pnpm hosting:varnish`, `pnpm new:page`, …; the root package.json names each): the
// server's, server/dist/cli.js, or for the offline tools (TOOLS) theirs,
// tools/dist/cli.js, each built first when it is missing or out of date with its sources
// (server-build.mjs), so every command, `--help` and mistakes included, works right after
// `pnpm install`, without a `pnpm build` first.
// Usage: node scripts/site-cli.mjs <command> [options]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild, ensureToolsBuild } from './server-build.mjs';

/** The commands of the tools' CLI (tools/src/cli.ts); every other is the server's. */
const TOOLS = new Set([
  'hosting:nginx',
  'hosting:varnish',
  'new:remote',
  'new:page',
  'new:island',
  'check:go-live',
  'notices:check',
]);

const tool = TOOLS.has(process.argv[2] ?? '');
if (tool) ensureToolsBuild();
else ensureServerBuild();
const cli = join(import.meta.dirname, '..', tool ? 'tools' : 'server', 'dist', 'cli.js');
await import(pathToFileURL(cli).href);
