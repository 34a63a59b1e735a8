// The CLI's wording helpers. A mistake is node-kit's UsageError (one line, exit code 2), the
// one the workspace scripts and the owner's CLI throw too; re-exported for the commands.

import { UsageError } from 'node-kit/usage';

export { exitCodeOf, UsageError } from 'node-kit/usage';

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
