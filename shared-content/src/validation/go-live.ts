/**
 * What still stands in for the owner's real data: fictional 555-01xx numbers, hosts and
 * e-mail addresses under the reserved `.example` domain, known fictional values (the
 * group name, NCPDP ids) and the lists marked as samples. `pnpm check:go-live` prints
 * these and fails while any remain.
 */

import * as config from '../site/config';
import { languageAssistance as siteLanguageAssistance } from '../site/locations';
import type { AwaitingReview, SampleList } from './check';
import { describePath } from './validate';

interface Placeholder {
  /** The fictional value. */
  value: string;
  /** Why it is a placeholder. */
  reason: string;
  /** Where it appears, as `<file>: <entry>.<field>`. */
  where: string;
}

/** Values the site was built with that are fictional, with what they stand for. */
const fictionalValues: Readonly<Record<string, string>> = {
  'Hometown Pharmacy Group': 'the fictional group name',
  '3101234': 'a fictional NCPDP id',
  '3102345': 'a fictional NCPDP id',
  '3103456': 'a fictional NCPDP id',
  '3104567': 'a fictional NCPDP id',
  'A new section of the site.': 'a text `pnpm new:remote` left: write the real one',
  'Una nueva sección del sitio.': 'a text `pnpm new:remote` left: write the real one',
};

const patterns: readonly { pattern: RegExp; reason: string }[] = [
  { pattern: /\(\d{3}\) 555-01\d\d|\b\d{3}-555-01\d\d\b/g, reason: 'a fictional 555-01xx number' },
  { pattern: /[\w.+-]+@[\w-]+(\.[\w-]+)*\.example\b/g, reason: 'an e-mail at a .example host' },
  { pattern: /https?:\/\/[\w-]+(\.[\w-]+)*\.example\b/g, reason: 'a .example host' },
  {
    // "Sección Pet Care": the English name in a Spanish heading (not "Sección 1557").
    pattern: /^Sección (?!\d).*$/g,
    reason: "the Spanish heading `pnpm new:remote` left: write the section's Spanish name",
  },
];

/** The placeholders found in one text. */
export function placeholdersIn(text: string, where: string): Placeholder[] {
  const found = patterns.flatMap(({ pattern, reason }) =>
    [...text.matchAll(pattern)].map((match) => ({ value: match[0], reason, where })),
  );
  for (const [value, reason] of Object.entries(fictionalValues)) {
    if (text.includes(value)) found.push({ value, reason, where });
  }
  return found;
}

/** Every string inside a value, with its path. */
function* strings(value: unknown, path: PropertyKey[] = []): Generator<[string, PropertyKey[]]> {
  if (typeof value === 'string') yield [value, path];
  else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
  }
}

interface Source {
  file: string;
  name: string;
  data: unknown;
}

/** The site config's values, checked with the content by `pnpm check:go-live`. */
export const configSources: Source[] = Object.entries(config)
  .filter(([, value]) => typeof value === 'object')
  .map(([name, data]) => ({ file: 'shared-content/src/site/config.ts', name, data }));

/** Placeholders in the given config values and content exports. */
export function dataPlaceholders(sources: readonly Source[]) {
  return sources.flatMap((source) =>
    [...strings(source.data)].flatMap(([text, path]) =>
      placeholdersIn(text, `${source.file}: ${describePath(source, path)}`),
    ),
  );
}

/** The lists still marked as sample content. */
export const sampleLists = (lists: readonly SampleList[]): Placeholder[] =>
  lists
    .filter((list) => list.isSample)
    .map((list) => ({
      value: `${list.count} ${list.list}`,
      reason: `sample ${list.list}, written for this site`,
      where: list.where,
    }));

/**
 * Facts that wait for the owner's word (`null` until confirmed): whether the staff speak
 * Spanish, which the site never claims on its own.
 */
export const unconfirmedFacts = (
  languageAssistance: { staffSpeakSpanish: boolean | null } = siteLanguageAssistance,
): Placeholder[] =>
  languageAssistance.staffSpeakSpanish === null
    ? [
        {
          value: 'staff speak Spanish?',
          reason:
            'not confirmed by the owner: true adds "Our staff speak Spanish" beside each free language help line, false leaves it unsaid',
          where: 'shared-content/src/site/locations.ts: languageAssistance.staffSpeakSpanish',
        },
      ]
    : [];

/** The texts (translated legal documents) the owner has not yet marked reviewed. */
export const awaitingReview = (texts: readonly AwaitingReview[]): Placeholder[] =>
  texts
    .filter((text) => !text.reviewed)
    .map((text) => ({
      value: text.what,
      reason: "awaiting the owner's legal review",
      where: text.where,
    }));
