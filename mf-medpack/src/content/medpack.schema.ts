import {
  infoCard,
  locationId,
  nonEmpty,
  pageMeta,
  routeLink,
  slug,
  step,
} from 'shared-content/schemas';
import { z } from 'zod';

/**
 * Shapes of the MedPack team's pages (MedPack, pet medications, best prices). The
 * section shapes here are reused by `pets.schema.ts` and `prices.schema.ts`; page meta
 * and steps are the common ones of `schemas/common.ts`.
 */

/** A card of a title and a text, optionally with a short list (e.g. example drugs). */
export const infoItem = infoCard.extend({ items: z.array(nonEmpty).min(1).optional() });

/** A link to a page of this site. */

/** A titled part of a page. */
export const sectionText = z.object({ title: nonEmpty, intro: nonEmpty.optional() });

/** One stretch of MedPack's first month: days `from` to `to`. */
const timelineEntry = z
  .object({
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    title: nonEmpty,
    description: nonEmpty,
  })
  .refine((entry) => entry.from < entry.to, 'from must be before to');

export const medpackPage = z.object({
  page: pageMeta,
  about: sectionText.extend({ highlights: z.array(infoItem).length(4) }),
  whoFor: sectionText.extend({ items: z.array(nonEmpty).min(1) }),
  howItWorksLink: routeLink,
  contactLinkLabel: nonEmpty,
  contact: sectionText.extend({
    /** The in-page anchor of the contact section (`#id`). */
    id: slug,
    /** The only location that prepares MedPack. */
    locationId,
    locationLabel: nonEmpty,
    phoneLabel: nonEmpty,
    addressLabel: nonEmpty,
    callLabel: nonEmpty,
  }),
});

export const medpackHowItWorks = z.object({
  page: pageMeta,
  steps: sectionText.extend({ items: z.array(step).length(4) }),
  timeline: sectionText.extend({
    entries: z.array(timelineEntry).length(4),
    /** Before each entry's title: "Days {from}-{to}". */
    dayRange: nonEmpty
      .refine((text) => text.includes('{from}'), 'expected {from}')
      .refine((text) => text.includes('{to}'), 'expected {to}'),
  }),
  callLabel: nonEmpty,
  links: z.array(routeLink).min(1),
});

export type InfoItem = z.infer<typeof infoItem>;
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type MedpackPage = z.infer<typeof medpackPage>;
export type MedpackHowItWorks = z.infer<typeof medpackHowItWorks>;
