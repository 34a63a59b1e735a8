#!/usr/bin/env node
// The server's command-line tool: the commands that run, release and watch the site
// (`pnpm start`, `pnpm release`, `pnpm status`, …; the root package.json names each), as
// commands/program.ts runs them (usage on --help, a mistake in one line, exit code 2).
// The offline tools (the hosting generators, the scaffolds, check:go-live, notices:check)
// are another package's CLI, tools/src/cli.ts, which the runtime image does not hold.
import { devCommand } from './commands/dev.ts';
import { prerenderCommand } from './commands/prerender.ts';
import { runCommands } from './commands/program.ts';
import { releaseCommands } from './commands/release.ts';
import { serveCommands } from './commands/serve.ts';
import { statusCommand } from './commands/status.ts';

await runCommands([serveCommands, releaseCommands, statusCommand, prerenderCommand, devCommand]);
