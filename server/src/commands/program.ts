// How a command-line tool of the workspace runs its commands, on commander: the server's
// (cli.ts) and the offline tools' (tools/src/cli.ts). `--help` on any command prints its
// usage and an example. A mistake (an unknown option or section, a missing argument) is
// one line and exit code 2; a failure, one line and exit code 1; never a stack trace.
import { Command, CommanderError } from 'commander';
import { ConfigError } from '../config.ts';
import { exitCodeOf } from '../usage.ts';

/** Runs `process.argv` through the commands each of `register` adds. */
export async function runCommands(register: ((program: Command) => void)[]) {
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
    for (const add of register) add(program);
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
}
