// How a command says a mistake: a UsageError (a wrong name, a missing argument, an option
// out of place) is one line and exit code 2; any other failure, one line and exit code 1.
// The workspace's own scripts (scripts/workspace.mjs) throw their UsageError the same way.

/** A mistake in how a command was called: said in one line, exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/** The exit code an error stands for: its own `exitCode` (2 for a mistake), else 1. */
export const exitCodeOf = (error: unknown) => {
  const code = (error as { exitCode?: unknown } | null)?.exitCode;
  return typeof code === 'number' && code > 0 ? code : 1;
};

/** `name` unless it is not among `known`: then a UsageError listing those there are. */
export function oneOf(name: string, known: readonly string[], what: string): string {
  if (known.includes(name)) return name;
  throw new UsageError(
    known.length > 0
      ? `${name} is not ${what}; ${known.length === 1 ? 'there is' : 'there are'}: ${known.join(', ')}`
      : `${name} is not ${what}: nothing is yet`,
  );
}

/** An example block for `--help`. */
export const examples = (...lines: string[]) =>
  `\nExample${lines.length > 1 ? 's' : ''}:\n${lines.map((line) => `  ${line}`).join('\n')}`;
