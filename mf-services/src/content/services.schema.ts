import {
  type PageMeta as CommonPageMeta,
  infoCard,
  inlineLink,
  linkAction,
  nonEmpty,
  openingHours,
  pageMeta,
  slug,
  step,
} from 'shared-content/schemas';
import { z } from 'zod';

/**
 * Content shapes of the Services, support and legal pages. The services pages (and
 * the insurance page) are built from the same blocks: steps, cards, lists, pricing,
 * hours tables, the location list and rows of actions, rendered by one component.
 */

/** Running text: a plain string, or strings mixed with links, e-mail addresses and phones. */
export const richText = z.union([nonEmpty, z.array(z.union([z.string(), inlineLink])).min(1)]);

/** A card of a content page, optionally with an action under its text. */
const contentCard = infoCard.extend({ action: linkAction.optional() });

/** A priced service, e.g. a consultation type. */
export const offer = z.object({
  name: nonEmpty,
  priceUsd: z.number().positive(),
  durationMinutes: z.number().int().positive(),
  description: nonEmpty,
  includes: z.array(nonEmpty).min(1),
});

export const schedule = z.object({ caption: nonEmpty, hours: openingHours });

const blockBase = { id: slug, title: nonEmpty, intro: nonEmpty.optional() };

/** One `h2` section of a content page. */
const contentBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('steps'), ...blockBase, steps: z.array(step).min(2) }),
  z.object({ kind: z.literal('cards'), ...blockBase, cards: z.array(contentCard).min(1) }),
  z.object({
    kind: z.literal('text'),
    ...blockBase,
    paragraphs: z.array(richText),
    items: z.array(richText).optional(),
  }),
  /** A grid of short names (e.g. accepted plans). */
  z.object({
    kind: z.literal('chips'),
    ...blockBase,
    items: z.array(nonEmpty).min(1),
    note: richText.optional(),
  }),
  z.object({ kind: z.literal('offers'), ...blockBase, offers: z.array(offer).min(1) }),
  z.object({ kind: z.literal('hours'), ...blockBase, schedules: z.array(schedule).min(1) }),
  /** The four locations with address and phone, from the locations data. */
  z.object({ kind: z.literal('locations'), ...blockBase }),
  z.object({ kind: z.literal('actions'), ...blockBase, actions: z.array(linkAction).min(1) }),
]);

/** A page made of blocks: services pages and the insurance page. */
export const contentPage = z
  .object({
    meta: pageMeta,
    /** The call to action right under the heading. */
    actions: z.array(linkAction).optional(),
    sections: z.array(contentBlock).min(1),
  })
  .refine(
    (page) => new Set(page.sections.map((section) => section.id)).size === page.sections.length,
    'section ids must be unique on a page',
  );

/** The meta of any page of this folder: legal documents have no lead. */
export type PageMeta = Omit<CommonPageMeta, 'lead'> & Partial<Pick<CommonPageMeta, 'lead'>>;
export type RichText = z.infer<typeof richText>;
export type Offer = z.infer<typeof offer>;
export type Schedule = z.infer<typeof schedule>;
export type ContentBlock = z.infer<typeof contentBlock>;
export type ContentPage = z.infer<typeof contentPage>;
