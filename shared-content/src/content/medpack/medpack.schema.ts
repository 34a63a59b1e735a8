import { z } from 'zod';
import { nonEmpty } from '../../schemas/common';
import { locationId } from '../../schemas/locations';

/**
 * Shapes of the MedPack team's pages (MedPack, pet medications, best prices). The
 * page-level shapes here are reused by `schemas/pets.ts` and `schemas/prices.ts`.
 */

/** What every page owes a visitor: its title, meta description and one heading. */
export const pageText = z.object({
  title: nonEmpty,
  description: z.string().trim().min(50).max(170),
  heading: nonEmpty,
  lead: nonEmpty,
});

/** A card of a title and a text, optionally with a short list (e.g. example drugs). */
export const infoItem = z.object({
  title: nonEmpty,
  description: nonEmpty,
  items: z.array(nonEmpty).min(1).optional(),
});

/** One step of a "how it works" list (the shape of `StepList`). */
export const step = z.object({ title: nonEmpty, description: nonEmpty });

/** A link to a page of this site. */
export const routeLink = z.object({ label: nonEmpty, to: z.string().regex(/^\/[a-z0-9/-]*$/) });

/** A titled part of a page. */
export const sectionText = z.object({ title: nonEmpty, intro: nonEmpty.optional() });

/** One stretch of MedPack's first month: days `from` to `to`. */
export const timelineEntry = z
  .object({
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    title: nonEmpty,
    description: nonEmpty,
  })
  .refine((entry) => entry.from < entry.to, 'from must be before to');

export const medpackPage = z.object({
  page: pageText,
  about: sectionText.extend({ highlights: z.array(infoItem).length(4) }),
  whoFor: sectionText.extend({ items: z.array(nonEmpty).min(1) }),
  howItWorksLink: routeLink,
  contactLinkLabel: nonEmpty,
  contact: sectionText.extend({
    /** The in-page anchor of the contact section (`#id`). */
    id: z.string().regex(/^[a-z][a-z-]*$/),
    /** The only location that prepares MedPack. */
    locationId,
    locationLabel: nonEmpty,
    phoneLabel: nonEmpty,
    addressLabel: nonEmpty,
    callLabel: nonEmpty,
  }),
});

export const medpackHowItWorks = z.object({
  page: pageText,
  steps: sectionText.extend({ items: z.array(step).length(4) }),
  timeline: sectionText.extend({ entries: z.array(timelineEntry).length(4) }),
  callLabel: nonEmpty,
  links: z.array(routeLink).min(1),
});

export type PageText = z.infer<typeof pageText>;
export type InfoItem = z.infer<typeof infoItem>;
export type StepText = z.infer<typeof step>;
export type RouteLink = z.infer<typeof routeLink>;
export type SectionText = z.infer<typeof sectionText>;
export type TimelineEntry = z.infer<typeof timelineEntry>;
export type MedpackPage = z.infer<typeof medpackPage>;
export type MedpackHowItWorks = z.infer<typeof medpackHowItWorks>;
