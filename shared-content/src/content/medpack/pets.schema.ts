import { z } from 'zod';
import { nonEmpty } from '../../schemas/common';
import { infoItem, pageText, routeLink, sectionText, step } from './medpack.schema';

/** Pet category of the spec: title, description, medications list. */
export const petCategory = z.object({
  title: nonEmpty,
  description: nonEmpty,
  medications: z.array(nonEmpty).min(1),
});

export const petMedicationsPage = z.object({
  page: pageText,
  categories: sectionText.extend({
    examplesLabel: nonEmpty,
    items: z.array(petCategory).length(6),
  }),
  steps: sectionText.extend({ items: z.array(step).length(4) }),
  benefits: sectionText.extend({ items: z.array(infoItem).length(6) }),
  contact: sectionText.extend({
    /** Every pharmacy fills pet prescriptions: the page offers all four phones. */
    callLabel: nonEmpty,
    phoneLabel: nonEmpty,
    emailLabel: nonEmpty,
  }),
  transferLink: routeLink,
});

export type PetCategory = z.infer<typeof petCategory>;
export type PetMedicationsPage = z.infer<typeof petMedicationsPage>;
