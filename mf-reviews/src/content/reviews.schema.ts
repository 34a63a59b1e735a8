import { nonEmpty, pageMeta, routeLink } from 'shared-content/schemas';
import { z } from 'zod';
import { pharmacyName, reviewerName } from './testimonials.schema';

export const review = z.strictObject({
  id: z.string().regex(/^r\d{2}$/),
  name: reviewerName,
  /** The patient's town. */
  location: nonEmpty,
  pharmacy: pharmacyName,
  rating: z.number().int().min(1).max(5),
  review: z.string().trim().min(40),
  /** Month and year the review was written, e.g. "May 2025". */
  date: z
    .string()
    .regex(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) 20\d\d$/,
    ),
  verified: z.boolean(),
});

/** Texts of the /testimonials page. */
export const reviewsPageText = pageMeta.strict().extend({
  /** "Overall rating": the hero's caption of the average. */
  overallLabel: nonEmpty,
  /** "patient reviews", after the total count. */
  countLabel: nonEmpty,
  featuredTitle: nonEmpty,
  featuredIntro: nonEmpty,
  /** Accessible name of the featured-story carousel. */
  featuredCarouselLabel: nonEmpty,
  /** The featured carousel's controls: "Next story", "Pause featured stories", "Resume". */
  featuredCarousel: z.object({ slideNoun: nonEmpty, pauseLabel: nonEmpty, playWord: nonEmpty }),
  summaryTitle: nonEmpty,
  /** "reviews", after a location's count. */
  summaryCountLabel: nonEmpty,
  allReviewsTitle: nonEmpty,
  /** The pharmacy filter over the grid of all reviews. */
  filter: z.object({
    label: nonEmpty,
    /** The filter's submit: it applies the choice without script (a GET form). */
    submit: nonEmpty,
    all: nonEmpty,
    shownOf: nonEmpty,
    reviews: nonEmpty,
  }),
  verifiedLabel: nonEmpty,
  ctaTitle: nonEmpty,
  ctaText: nonEmpty,
  actions: z.tuple([
    routeLink.extend({ href: z.literal('/locations') }),
    routeLink.extend({ href: z.literal('/services/transfers') }),
  ]),
});

export type Review = z.infer<typeof review>;
export type ReviewsPageText = z.infer<typeof reviewsPageText>;
