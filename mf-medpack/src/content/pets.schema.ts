import { infoCard, nonEmpty, pageMeta, routeLink, step } from 'shared-content/schemas';
import { z } from 'zod';
import { infoItem, sectionText } from './medpack.schema';

/** A pet category: a card with the medications it covers. */
const petCategory = infoCard.extend({ medications: z.array(nonEmpty).min(1) });

export const petMedicationsPage = z.object({
  page: pageMeta,
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

export type PetMedicationsPage = z.infer<typeof petMedicationsPage>;
