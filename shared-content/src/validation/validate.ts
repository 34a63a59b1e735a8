import type { ContentCheck } from './check';

export { avoidedSpanishTerms, glossary } from '../site/glossary';
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

type Checked = Pick<ContentCheck, 'file' | 'name' | 'data' | 'schema'>;

const schemaProblems = (check: Checked) => {
  const result = check.schema.safeParse(check.data);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${check.file}: ${describePath(check, issue.path)}: ${issue.message}`,
      );
};

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'list' : value === null ? 'null' : typeof value;

/**
 * Where a translation does not match its English original: a text (or key, or list
 * entry) on one side only, an empty text, or a fact that is not text (a number, a flag)
 * that differs. Texts may be equal (names, addresses and quotations stay as they are).
 */
export function translationProblems(check: ContentCheck): string[] {
  const { translation } = check;
  if (!translation) return [];
  const problems: string[] = [];
  const at = (path: readonly PropertyKey[]) => describePath(check, path);
  const english = check.file.split('/').pop();
  const walk = (en: unknown, es: unknown, path: PropertyKey[]) => {
    const kind = kindOf(en);
    if (kind !== kindOf(es)) {
      problems.push(
        es === undefined
          ? `${translation.file}: ${at(path)}: missing in Spanish (present in ${english})`
          : en === undefined
            ? `${translation.file}: ${at(path)}: only in Spanish (not in ${english})`
            : `${translation.file}: ${at(path)}: is a ${kindOf(es)} in Spanish, a ${kind} in ${english}`,
      );
      return;
    }
    if (kind === 'list') {
      const [enList, esList] = [en as unknown[], es as unknown[]];
      for (let index = 0; index < Math.max(enList.length, esList.length); index++) {
        walk(enList[index], esList[index], [...path, index]);
      }
    } else if (kind === 'object') {
      const [enRecord, esRecord] = [en as Record<string, unknown>, es as Record<string, unknown>];
      for (const key of new Set([...Object.keys(enRecord), ...Object.keys(esRecord)])) {
        walk(enRecord[key], esRecord[key], [...path, key]);
      }
    } else if (kind === 'string') {
      if ((en as string).trim() !== '' && (es as string).trim() === '') {
        problems.push(`${translation.file}: ${at(path)}: empty in Spanish`);
      }
    } else if (en !== es) {
      problems.push(
        `${translation.file}: ${at(path)}: ${JSON.stringify(es)} in Spanish, ${JSON.stringify(en)} in ${english}`,
      );
    }
  };
  walk(check.data, translation.data, []);
  return problems;
}

/**
 * One line per broken field, `<file>: <entry>.<field>: <rule>`; empty when valid. A
 * translation is held to its original's schema and to its keys.
 */
export function contentProblems(checks: readonly ContentCheck[]): string[] {
  return checks.flatMap((check) => [
    ...schemaProblems(check),
    ...(check.translation ? schemaProblems({ ...check, ...check.translation }) : []),
    ...translationProblems(check),
  ]);
}
