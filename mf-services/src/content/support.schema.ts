import { linkAction, nonEmpty, pageMeta } from 'shared-content/schemas';
import { z } from 'zod';
import { contentPage, richText } from './services.schema';

/** The store hours page: a card per location (from the locations data) and holidays. */
export const hoursPage = z.object({
  meta: pageMeta,
  locationsTitle: nonEmpty,
  /** Shown under the location cards' heading, e.g. that open-now uses New Jersey time. */
  locationsIntro: nonEmpty,
  /** Label of each card's call button; `{name}` is replaced by the location's name. */
  callLabel: nonEmpty.refine((text) => text.includes('{name}'), 'must contain {name}'),
  holidays: z.object({
    title: nonEmpty,
    intro: nonEmpty,
    note: richText,
  }),
  actions: z.array(linkAction).optional(),
});

/** The insurance page is a content page like the services pages. */
export const insurancePage = contentPage;

export type HoursPage = z.infer<typeof hoursPage>;
export type InsurancePage = z.infer<typeof insurancePage>;
