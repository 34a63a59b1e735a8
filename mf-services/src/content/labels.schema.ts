import { nonEmpty } from 'shared-content/schemas';
import { z } from 'zod';

/** A label with a placeholder the component fills in, e.g. `{name}`. */
const withPlaceholders = (...names: string[]) =>
  nonEmpty.refine(
    (text) => names.every((name) => text.includes(`{${name}}`)),
    `must contain ${names.map((name) => `{${name}}`).join(' and ')}`,
  );

/** The few words this section's own components write around the content. */
export const sectionLabels = z.object({
  /** Under a consultation's price: "for {minutes} minutes". */
  offerDuration: withPlaceholders('minutes'),
  /** A location card's phone link, for screen readers: "Call {name} at {phone}". */
  callLocation: withPlaceholders('name', 'phone'),
  /** A location card's link to its page: "{name} details". */
  locationDetails: withPlaceholders('name'),
  /** Caption of a pharmacy's hours table on the store hours page. */
  hoursCaption: nonEmpty,
  /** The lines of a legal document's contact block. */
  legalContact: z.object({ email: nonEmpty, phone: nonEmpty, mail: nonEmpty }),
  /** How a legal document's date line reads, by its `dateLabel`. */
  legalDateLabels: z.object({ 'Last updated': nonEmpty, Effective: nonEmpty }),
});

export type SectionLabels = z.infer<typeof sectionLabels>;
