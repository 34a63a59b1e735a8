import { expect } from 'vitest';
import { emails, externalUrls } from '../../site/config';
import { locations } from '../../site/locations';
import { pageRoutes } from '../../testing/pages';

/**
 * Checks shared by the content tests of the Services, support and legal pages: every
 * link, phone and e-mail in the data is one the site really has (a route of the route
 * table, a configured portal, a location's phone, a configured address).
 */

const phonePattern = /\(\d{3}\) \d{3}-\d{4}/g;
const emailPattern = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;

/** Every string anywhere in a value. */
export function collectStrings(value: unknown): string[] {
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
  const routes = new Set(pageRoutes.map((route) => route.path));
  const portals = new Set<string>(Object.values(externalUrls));
  const phones = new Set(locations.map((location) => location.phone));
  const addresses = new Set<string>(Object.values(emails));
  for (const item of collectObjects(value)) {
    // A `route` link goes to a page of the route table; any other `href` to a portal.
    const known = item.kind === 'route' ? routes : portals;
    if (typeof item.href === 'string') expect(known, `link to ${item.href}`).toContain(item.href);
  }
  const text = collectStrings(value).join('\n');
  for (const phone of text.match(phonePattern) ?? []) expect(phones).toContain(phone);
  for (const address of text.match(emailPattern) ?? []) expect(addresses).toContain(address);
}
