import type { z } from 'zod';
import type { ContentCheck } from './check';

export * from './check';

/** Properties that name an entry of a list, in order of preference. */
const entryKeys = ['id', 'slug', 'value', 'name', 'title', 'label'] as const;

const identifier = /^[A-Za-z_$][\w$-]*$/;

function entryLabel(entry: unknown): string | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const record = entry as Record<string, unknown>;
  const key = entryKeys.find((name) => typeof record[name] === 'string');
  return key === undefined ? undefined : (record[key] as string);
}

const segment = (name: string) =>
  identifier.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;

/**
 * A readable path to the broken field: list positions become the entry's id (or slug,
 * name...), so `[2, 'phone']` in the locations reads `parlin.phone`.
 */
export function describePath(
  check: Pick<ContentCheck, 'name' | 'data'>,
  path: readonly PropertyKey[],
) {
  let value: unknown = check.data;
  let text = Array.isArray(value) ? '' : check.name;
  for (const key of path) {
    const next = (value as Record<PropertyKey, unknown> | undefined)?.[key as never];
    if (typeof key === 'number') {
      const label = entryLabel(next);
      text += label === undefined ? `[${key}]` : segment(label);
    } else {
      text += segment(String(key));
    }
    value = next;
  }
  text = text.replace(/^\./, '');
  // A list entry with an odd name reads better behind the list's name.
  return text === '' || text.startsWith('[') ? `${check.name}${text}` : text;
}

const describeIssue = (check: ContentCheck, issue: z.core.$ZodIssue) =>
  `${check.file}: ${describePath(check, issue.path)}: ${issue.message}`;

/** One line per broken field, `<file>: <entry>.<field>: <rule>`; empty when valid. */
export function contentProblems(checks: readonly ContentCheck[]): string[] {
  return checks.flatMap((check) => {
    const result = check.schema.safeParse(check.data);
    return result.success ? [] : result.error.issues.map((issue) => describeIssue(check, issue));
  });
}
