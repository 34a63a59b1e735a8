#!/usr/bin/env node
// How every root command that runs the server's CLI starts it (`pnpm release`, `pnpm
// status`, `pnpm hosting:varnish`, …; the root package.json names each): the built CLI,
// server/dist/cli.js, built first when it is missing or out of date with server/src
// (server-build.mjs), so every command, `--help` and mistakes included, works right after
// `pnpm install`, without a `pnpm build` first.
// Usage: node scripts/site-cli.mjs <command> [options]
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from './server-build.mjs';

ensureServerBuild();
await import(pathToFileURL(join(import.meta.dirname, '..', 'server', 'dist', 'cli.js')).href);
