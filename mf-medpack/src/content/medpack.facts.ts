import type { TimelineEntry } from './medpack.schema';

/**
 * The facts of MedPack's pages that are not text (ids, links, days): `medpack.ts` and
 * `medpack.es.ts` both read them here, so each lives once and neither language's texts
 * module imports the other's.
 */
export const medpackFacts = {
  /** The only location that prepares MedPack. */
  locationId: 'outpatient',
  /** The in-page anchor of the contact section on `/medpack`. */
  contactId: 'contact',
  howItWorksHref: '/medpack/how-it-works',
  /** The links under the how-it-works page. */
  locationsHref: '/locations',
  medpackHref: '/medpack',
} as const;

/** The stretches of MedPack's first month, in days, in the order the timeline shows them. */
const firstMonth = [
  { from: 1, to: 2 },
  { from: 3, to: 5 },
  { from: 6, to: 8 },
  { from: 9, to: 10 },
] as const;

/** The timeline of the first month: its days, with one language's title and description. */
export function firstMonthEntries(
  texts: readonly Pick<TimelineEntry, 'title' | 'description'>[],
): TimelineEntry[] {
  if (texts.length !== firstMonth.length) {
    throw new Error(`the first month has ${firstMonth.length} stretches, not ${texts.length}`);
  }
  return texts.map((text, index) => {
    const days = firstMonth[index];
    if (!days) throw new Error(`the first month has no stretch ${index}`);
    return { ...days, ...text };
  });
}
