#!/usr/bin/env node
// The offline tools' command-line tool (`pnpm hosting:nginx`, `pnpm new:page`, …; the
// root package.json names each), run the way the server's commands run
// (site-server/commands/program: usage on --help, a mistake in one line, exit code 2).
import { runCommands } from 'site-server/commands/program';
import { hostingCommands } from './commands/hosting.ts';
import { teamCommands } from './commands/team.ts';

await runCommands([hostingCommands, teamCommands]);
