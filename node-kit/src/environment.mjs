// Settings from environment variables, checked once at start with one zod object schema
// (the library every package here validates with): the typed values, or one error whose
// message is one line naming each variable refused and the value it was given.

/** A variable whose value the schema refuses; the message names every one. */
export class EnvironmentError extends Error {}

/**
 * One problem in the words of a person setting a variable (the schema's own message when it
 * has one, as a refinement or `{ error }` does).
 * @param {{ code: string, message?: string, expected?: string, minimum?: unknown, maximum?: unknown, inclusive?: boolean, origin?: string, pattern?: string, format?: string, values?: unknown[] }} issue
 */
function problemOf(issue) {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `must be at least ${issue.minimum} characters`
        : `must be ${issue.inclusive === false ? '>' : '>='} ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `must be at most ${issue.maximum} characters`
        : `must be ${issue.inclusive === false ? '<' : '<='} ${issue.maximum}`;
    case 'invalid_format':
      // zod gives a regex as it is written in code, /…/flags: quoted without them.
      return issue.pattern
        ? `must match pattern "${String(issue.pattern).replace(/^\/(.*)\/[a-z]*$/s, '$1')}"`
        : `must be a ${issue.format}`;
    case 'invalid_value':
      return `must be one of: ${(issue.values ?? []).join(', ')}`;
    default:
      return issue.message ?? 'is refused';
  }
}

/**
 * @template T
 * @typedef {{ shape: Record<string, unknown>, safeParse: (data: unknown, params?: { error?: (issue: any) => string }) => { success: true, data: T } | { success: false, error: { issues: { path: PropertyKey[], message: string }[] } } }} ObjectSchema
 */

/**
 * The variables `schema` names, read from `env` and checked: unset ones (and, with
 * `emptyIsUnset`, empty ones) take the schema's defaults. Throws an EnvironmentError naming
 * each variable refused with its value, except the `secret` ones (named, never shown).
 * @template T
 * @param {ObjectSchema<T>} schema
 * @param {NodeJS.ProcessEnv} env
 * @param {{ emptyIsUnset?: boolean, secret?: readonly string[] }} [options]
 * @returns {T}
 */
export function readEnvironment(schema, env, { emptyIsUnset = false, secret = [] } = {}) {
  const given = Object.fromEntries(
    Object.keys(schema.shape)
      .filter((name) => env[name] !== undefined && !(emptyIsUnset && env[name] === ''))
      .map((name) => [name, env[name]]),
  );
  const parsed = schema.safeParse(given, { error: problemOf });
  if (parsed.success) return parsed.data;
  throw new EnvironmentError(
    parsed.error.issues
      .map(({ path, message }) => {
        const name = String(path[0]);
        const shown = secret.includes(name) ? '' : `=${JSON.stringify(given[name])}`;
        return `${name}${shown}: ${message}`;
      })
      .join('; '),
  );
}
