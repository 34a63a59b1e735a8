import { infoCard, nonEmpty, pageMeta } from 'shared-content/schemas';
import { z } from 'zod';

/** The categories of the partner badges. Badges of any other category use the default colour. */
export const partnerCategory = z.enum([
  'national',
  'technology',
  'network',
  'local',
  'insurance',
  'payment',
  'specialty',
]);

/** A partner as a text badge: the home page's strip and the badges on /partners. */
export const partner = z.strictObject({
  name: nonEmpty,
  /** What kind of partner it is, e.g. "Wholesale distributor". */
  type: nonEmpty,
  /** The short text shown as its logo. */
  logo: z.string().regex(/^[A-Z0-9&+]{2,5}$/, 'expected 2-5 capitals, digits, & or +'),
  category: partnerCategory,
});

/** A partner's home page, over https (the samples use the reserved `.example` domain). */
const partnerWebsite = z.url({ protocol: /^https$/ });

/** The kinds of national partner; the page shows each through `nationalCategoryLabels`. */
export const nationalCategory = z.enum(['Distribution', 'PBM', 'Technology']);

/** The kinds of local partner; the page shows each through `localCategoryLabels`. */
export const localCategory = z.enum([
  'Health System',
  'Hospital',
  'Academic Medical',
  'Specialty',
  'Military',
  'Veterans',
  'Urgent Care',
  'Medical Group',
]);

export const nationalPartner = z.strictObject({
  name: nonEmpty,
  description: nonEmpty,
  category: nationalCategory,
  established: z.number().int().min(1850).max(2025),
  website: partnerWebsite,
});

export const localPartner = z.strictObject({
  name: nonEmpty,
  description: nonEmpty,
  category: localCategory,
  /** Town, New Jersey. */
  location: z.string().regex(/, NJ$/, 'expected "<town>, NJ"'),
  services: z.array(nonEmpty).min(2),
});

export const financialPartner = z.strictObject({ name: nonEmpty, description: nonEmpty });

const stat = z.strictObject({ value: nonEmpty, label: nonEmpty });

/** Texts and lists of the /partners page. */
export const partnersPageText = pageMeta.strict().extend({
  statsTitle: nonEmpty,
  stats: z.array(stat).length(4),
  nationalTitle: nonEmpty,
  nationalIntro: nonEmpty,
  /** The tag each national partner's category shows. */
  nationalCategoryLabels: z.record(nationalCategory, nonEmpty),
  establishedLabel: nonEmpty,
  websiteLabel: nonEmpty,
  /** "of", between the link's words and the partner's name, for screen readers only. */
  websiteOfLabel: nonEmpty,
  localTitle: nonEmpty,
  localIntro: nonEmpty,
  /** The tag each local partner's category shows. */
  localCategoryLabels: z.record(localCategory, nonEmpty),
  servicesLabel: nonEmpty,
  cardsTitle: nonEmpty,
  cardsIntro: nonEmpty,
  /** The four card brands accepted at every counter. */
  acceptedCards: z.array(nonEmpty).length(4),
  financialTitle: nonEmpty,
  financialIntro: nonEmpty,
  technologyTitle: nonEmpty,
  technologyIntro: nonEmpty,
  technologyStripLabel: nonEmpty,
  technologyPauseLabel: nonEmpty,
  benefitsTitle: nonEmpty,
  benefits: z.array(infoCard.strict()).length(3),
});

export type Partner = z.infer<typeof partner>;
export type NationalCategory = z.infer<typeof nationalCategory>;
export type LocalCategory = z.infer<typeof localCategory>;
export type NationalPartner = z.infer<typeof nationalPartner>;
export type LocalPartner = z.infer<typeof localPartner>;
export type FinancialPartner = z.infer<typeof financialPartner>;
export type PartnersPageText = z.infer<typeof partnersPageText>;
