/**
 * This section's content checks and sample lists, run by `pnpm validate:content` and
 * `pnpm check:go-live` (see `ContentChecksModule`).
 */
import { checksIn, type SampleList } from 'shared-content/validation';
import { z } from 'zod';
import { homeWidgetText } from './homeWidget';
import { homeWidgetText as homeWidgetTextEs } from './homeWidget.es';
import { partners } from './partnerBadges';
import { partners as partnersEs } from './partnerBadges.es';
import { financialPartners, localPartners, nationalPartners, partnersPageText } from './partners';
import {
  financialPartners as financialPartnersEs,
  localPartners as localPartnersEs,
  nationalPartners as nationalPartnersEs,
  partnersPageText as partnersPageTextEs,
} from './partners.es';
import * as partnerSchemas from './partners.schema';
import { reviews, reviewsPageText } from './reviews';
import { reviews as reviewsEs, reviewsPageText as reviewsPageTextEs } from './reviews.es';
import * as reviewSchemas from './reviews.schema';
import { sampleContent, sampleNotices } from './samples';
import { sampleNotices as sampleNoticesEs } from './samples.es';
import * as sampleSchemas from './samples.schema';
import { testimonials } from './testimonials';
import { testimonials as testimonialsEs } from './testimonials.es';
import * as testimonialSchemas from './testimonials.schema';

const check = checksIn('mf-reviews/src/content');

export const contentChecks = [
  check('partnerBadges', 'partners', partners, z.array(partnerSchemas.partner), partnersEs),
  check(
    'partners',
    'nationalPartners',
    nationalPartners,
    z.array(partnerSchemas.nationalPartner),
    nationalPartnersEs,
  ),
  check(
    'partners',
    'localPartners',
    localPartners,
    z.array(partnerSchemas.localPartner),
    localPartnersEs,
  ),
  check(
    'partners',
    'financialPartners',
    financialPartners,
    z.array(partnerSchemas.financialPartner),
    financialPartnersEs,
  ),
  check(
    'partners',
    'partnersPageText',
    partnersPageText,
    partnerSchemas.partnersPageText,
    partnersPageTextEs,
  ),
  // The reviews are quotations, the same list in both languages (reviews.facts.ts, re-exported by both).
  check('reviews', 'reviews', reviews, z.array(reviewSchemas.review), reviewsEs),
  check(
    'reviews',
    'reviewsPageText',
    reviewsPageText,
    reviewSchemas.reviewsPageText,
    reviewsPageTextEs,
  ),
  check('samples', 'sampleNotices', sampleNotices, sampleSchemas.sampleNotices, sampleNoticesEs),
  check(
    'testimonials',
    'testimonials',
    testimonials,
    z.array(testimonialSchemas.testimonial),
    testimonialsEs,
  ),
  check(
    'homeWidget',
    'homeWidgetText',
    homeWidgetText,
    testimonialSchemas.homeWidgetText,
    homeWidgetTextEs,
  ),
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
  where: `mf-reviews/src/content/samples.facts.ts: sampleContent.${list}`,
}));
