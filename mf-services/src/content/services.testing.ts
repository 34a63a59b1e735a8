import { emails, externalUrls, locations } from 'shared-content';
import { expect } from 'vitest';

/**
 * Checks shared by the content tests of the Services, support and legal pages: every
 * link, phone and e-mail in the data is one the site really has (a configured portal, a
 * location's phone, a configured address; tests/site/links.test.ts checks that every
 * site path is a declared page).
 */

const phonePattern = /\(\d{3}\) \d{3}-\d{4}/g;
const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Every string anywhere in a value. */
function collectStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(collectStrings);
  return [];
}

/** Every object with a given key anywhere in a value. */
function collectObjects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(collectObjects);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return [record, ...Object.values(record).flatMap(collectObjects)];
  }
  return [];
}

/** All the text of a value as one lower-cased string, for "mentions" checks. */
export const textOf = (value: unknown) => collectStrings(value).join(' ').toLowerCase();

export function expectOnlyKnownTargets(value: unknown) {
  const portals = new Set<string>(Object.values(externalUrls));
  const phones = new Set(locations.map((location) => location.phone));
  const addresses = new Set<string>(Object.values(emails));
  for (const item of collectObjects(value)) {
    // A `route` link goes to a page (checked site-wide); any other `href` to a portal.
    if (item.kind !== 'route' && typeof item.href === 'string') {
      expect(portals, `link to ${item.href}`).toContain(item.href);
    }
  }
  const text = collectStrings(value).join('\n');
  for (const phone of text.match(phonePattern) ?? []) expect(phones).toContain(phone);
  for (const address of text.match(emailPattern) ?? []) expect(addresses).toContain(address);
}
