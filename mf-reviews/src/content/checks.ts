/**
 * This section's content checks and sample lists, run by `pnpm validate:content` and
 * `pnpm check:go-live` (see `ContentChecksModule`).
 */
import { checksIn, type SampleList } from 'shared-content/validation';
import { z } from 'zod';
import {
  financialPartners,
  localPartners,
  nationalPartners,
  partners,
  partnersPageText,
} from './partners';
import * as partnerSchemas from './partners.schema';
import { reviews, reviewsPageText } from './reviews';
import * as reviewSchemas from './reviews.schema';
import { sampleContent } from './samples';
import { homeWidgetText, testimonials } from './testimonials';
import * as testimonialSchemas from './testimonials.schema';

const check = checksIn('mf-reviews/src/content');

export const contentChecks = [
  check('partners', 'partners', partners, z.array(partnerSchemas.partner)),
  check('partners', 'nationalPartners', nationalPartners, z.array(partnerSchemas.nationalPartner)),
  check('partners', 'localPartners', localPartners, z.array(partnerSchemas.localPartner)),
  check(
    'partners',
    'financialPartners',
    financialPartners,
    z.array(partnerSchemas.financialPartner),
  ),
  check('partners', 'partnersPageText', partnersPageText, partnerSchemas.partnersPageText),
  check('reviews', 'reviews', reviews, z.array(reviewSchemas.review)),
  check('reviews', 'reviewsPageText', reviewsPageText, reviewSchemas.reviewsPageText),
  check('testimonials', 'testimonials', testimonials, z.array(testimonialSchemas.testimonial)),
  check('testimonials', 'homeWidgetText', homeWidgetText, testimonialSchemas.homeWidgetText),
];

const listSizes = {
  testimonials: testimonials.length,
  reviews: reviews.length,
  partners: partners.length,
};

/** The lists the pages mark as samples while `sampleContent` says so. */
export const sampleLists: SampleList[] = Object.entries(listSizes).map(([list, count]) => ({
  list,
  count,
  isSample: sampleContent[list as keyof typeof listSizes],
  where: `mf-reviews/src/content/samples.ts: sampleContent.${list}`,
}));
