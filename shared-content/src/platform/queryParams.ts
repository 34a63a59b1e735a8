/**
 * The values a page's declared query parameters may hold (`queryParams` in its owner's
 * `pages.ts`, published in `pages.json`). The server renders and caches a page for its
 * canonical query only: an enumerated value outside its list reads as absent (the
 * page's own reader must do the same: `/locations?pharmacy=<unknown>` is the whole list),
 * a text is normalized and cut to its bound, a flag is `1`, one value per name. A request
 * whose declared values are not canonical is sent to the canonical URL, so that no value
 * outside the declaration gets a render (or a cache entry) of its own.
 *
 * Plain checks rather than zod: this module ships in the shared entry, which imports no zod.
 */
export type QueryParamRule =
  /** One of a fixed list (a location id); any other value is as if absent. */
  | { readonly kind: 'oneOf'; readonly values: readonly string[] }
  /** Free text (a medication's name): whitespace collapsed, trimmed, at most `maxLength` characters. */
  | { readonly kind: 'text'; readonly maxLength: number }
  /** Present or not (a submitted form's button): its value is always `1`. */
  | { readonly kind: 'flag' };

/** A page's declared parameters by name. */
export type QueryParams = Readonly<Record<string, QueryParamRule>>;

/** The bound of a text parameter published as a bare name (before values were declared). */
export const LEGACY_TEXT_LENGTH = 100;
const MAX_TEXT_LENGTH = 1000;

const isRule = (rule: unknown): rule is QueryParamRule => {
  if (typeof rule !== 'object' || rule === null || !('kind' in rule)) return false;
  if (rule.kind === 'flag') return true;
  if (rule.kind === 'oneOf') {
    return (
      'values' in rule &&
      Array.isArray(rule.values) &&
      rule.values.every((value: unknown) => typeof value === 'string')
    );
  }
  return (
    rule.kind === 'text' &&
    'maxLength' in rule &&
    Number.isInteger(rule.maxLength) &&
    Number(rule.maxLength) > 0 &&
    Number(rule.maxLength) <= MAX_TEXT_LENGTH
  );
};

/**
 * A page's declared parameters as published by its owner's build (`pages.json` comes
 * from another deploy): only well-formed rules are kept. A list of bare names (what a
 * build published before values were declared) is read as texts of at most
 * LEGACY_TEXT_LENGTH characters.
 */
export function readQueryParams(published: unknown): QueryParams {
  if (Array.isArray(published)) {
    return Object.fromEntries(
      published
        .filter((name): name is string => typeof name === 'string')
        .map((name) => [name, { kind: 'text', maxLength: LEGACY_TEXT_LENGTH } as const]),
    );
  }
  if (typeof published !== 'object' || published === null) return {};
  return Object.fromEntries(Object.entries(published).filter(([, rule]) => isRule(rule)));
}

// Control and format characters (a NUL, a zero-width space) are never part of a name.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

/** A text value as the page reads it: NFC, invisible characters out, whitespace collapsed, trimmed, bounded. */
export function normalizeText(value: string, maxLength: number): string {
  const collapsed = value.normalize('NFC').replace(/\s+/gu, ' ').replace(INVISIBLE, '').trim();
  // Cut by code points, never inside a surrogate pair.
  return Array.from(collapsed).slice(0, maxLength).join('').trim();
}

/** The canonical value of one parameter, or undefined when it reads as absent. */
function canonicalValue(rule: QueryParamRule, value: string): string | undefined {
  if (rule.kind === 'flag') return '1';
  if (rule.kind === 'oneOf') return rule.values.includes(value) ? value : undefined;
  return normalizeText(value, rule.maxLength);
}

/**
 * The part of a query string a page reads, canonical: its declared parameters only,
 * sorted by name, each once with its canonical value (see the module's comment); and
 * whether the request spelled its declared values otherwise (`redirect`: send it to the
 * canonical URL). Undeclared parameters (`?utm_source=…`, `?fbclid=…`) are dropped
 * without a redirect: no page reads them.
 */
export function canonicalQuery(
  params: QueryParams | undefined,
  search: string,
): { query: string; redirect: boolean } {
  const names = Object.keys(params ?? {}).sort();
  if (!params || names.length === 0) return { query: '', redirect: false };
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  let redirect = false;
  for (const name of names) {
    const rule = params[name];
    const values = given.getAll(name);
    const [first] = values;
    if (!rule || first === undefined) continue;
    const value = canonicalValue(rule, first);
    if (value !== undefined) kept.append(name, value);
    if (values.length > 1 || value !== first) redirect = true;
  }
  const query = kept.toString();
  return { query: query ? `?${query}` : '', redirect };
}
