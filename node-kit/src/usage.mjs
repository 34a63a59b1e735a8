// How a command says a mistake: a UsageError (a wrong name, a missing argument, an option
// out of place) is one line and exit code 2; any other failure, one line and exit code 1.
// The site's CLI (server/src/cli.ts), the workspace scripts and the owner's CLI all throw this one.

/** A mistake in how a command was called: said in one line, exit code 2. */
export class UsageError extends Error {
  exitCode = 2;
}

/**
 * The exit code an error stands for: its own `exitCode` (2 for a mistake), else 1.
 * @param {unknown} error
 */
export const exitCodeOf = (error) => {
  const code = /** @type {{ exitCode?: unknown } | null} */ (error)?.exitCode;
  return typeof code === 'number' && code > 0 ? code : 1;
};
