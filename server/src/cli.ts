#!/usr/bin/env node
// The site's one command-line tool: every team and owner command (`pnpm release`,
// `pnpm status`, …; the root package.json names each), on commander. `--help` on any
// command prints its usage and an example. A mistake (an unknown option or section, a
// missing argument) is one line and exit code 2; a failure, one line and exit code 1;
// never a stack trace.
import { Command, CommanderError } from 'commander';
import { devCommand } from './commands/dev.ts';
import { hostingCommands } from './commands/hosting.ts';
import { releaseCommands } from './commands/release.ts';
import { serveCommands } from './commands/serve.ts';
import { statusCommand } from './commands/status.ts';
import { teamCommands } from './commands/team.ts';
import { ConfigError } from './config.ts';
import { exitCodeOf } from './usage.ts';

// A reader that stops early (`pnpm release --help | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const program = new Command('pnpm')
  .description("The pharmacy site's commands, each run as pnpm <command>.")
  .exitOverride()
  .configureOutput({
    // Commander's own mistakes ("error: unknown option '--x'"): one line.
    outputError: (text, write) => write(`${text.trim().split('\n')[0]}\n`),
  });

/** The command being run, for the line that says what went wrong. */
let running = 'pnpm';
program.hook('preAction', (_program, command) => {
  running = `pnpm ${command.name()}`;
});

try {
  serveCommands(program);
  releaseCommands(program);
  statusCommand(program);
  hostingCommands(program);
  teamCommands(program);
  devCommand(program);
  for (const command of program.commands) command.exitOverride().showSuggestionAfterError();
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    // --help and --version end here too, with 0; a mistake was already said, in one line.
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(
      error instanceof ConfigError
        ? `${running}: a setting is wrong: ${message}`
        : `${running}: ${message}`,
    );
    process.exitCode = error instanceof ConfigError ? 2 : exitCodeOf(error);
  }
}
