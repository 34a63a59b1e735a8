import { nonEmpty, routeLink } from 'shared-content/schemas';
import { z } from 'zod';

/** The pharmacy a testimonial or review is about, as patients name it. */
export const pharmacyName = z.enum(['Family', 'Specialty', 'Parlin', 'Outpatient']);

/** "Maria G.": a first name and a last initial, never a full name. */
export const reviewerName = z
  .string()
  .regex(/^[A-Z][a-z]+ [A-Z]\.$/, 'expected a first name and a last initial, e.g. "Maria G."');

/**
 * Relative date text as the review sites show it: "3 days ago", "a month ago" (and in
 * Spanish, `testimonials.es.ts`: "hace 3 días", "hace un mes").
 */
const relativeDate = z
  .string()
  .regex(
    /^((a|an|\d+) (day|week|month|year)s? ago|hace (un|una|\d+) (días?|semanas?|mes|meses|años?))$/,
    'expected text like "2 weeks ago" or "hace 2 semanas"',
  );

export const testimonial = z
  .strictObject({
    id: z.string().regex(/^t\d{3}$/),
    name: reviewerName,
    initials: z.string().regex(/^[A-Z]{2}$/),
    review: z.string().trim().min(40),
    /** Where it was posted, as the page writes it (Spanish: "vía Google"). */
    source: z.enum(['via Facebook', 'via Google', 'vía Facebook', 'vía Google']),
    /** The patient's town. */
    location: nonEmpty,
    rating: z.literal(5),
    date: relativeDate,
    pharmacy: pharmacyName,
    verified: z.literal(true),
  })
  .refine(
    (entry) => entry.initials === entry.name.replace(/^(\w)\w* (\w)\.$/, '$1$2'),
    'initials must match the name',
  );

/** Texts of the home page's testimonials-and-partners section. */
export const homeWidgetText = z.strictObject({
  heading: nonEmpty,
  /** "#1": the ranking the caption phrases complete. */
  captionRank: nonEmpty,
  /** The seven phrases the caption cycles through (`timers.captionPhraseMs`), in order. */
  captionPhrases: z.array(nonEmpty).length(7),
  captionNote: nonEmpty,
  carouselLabel: nonEmpty,
  /** What the carousel's buttons name one slide: "Next testimonial". */
  slideNoun: nonEmpty,
  pauseLabel: nonEmpty,
  /** The Pause button's word while stopped. */
  playWord: nonEmpty,
  readMore: routeLink.extend({ href: z.literal('/testimonials') }),
  partnersHeading: nonEmpty,
  partnersIntro: nonEmpty,
  partnersStripLabel: nonEmpty,
  partnersPauseLabel: nonEmpty,
  viewAllPartners: routeLink.extend({ href: z.literal('/partners') }),
});

export type PharmacyName = z.infer<typeof pharmacyName>;
export type Testimonial = z.infer<typeof testimonial>;
export type HomeWidgetText = z.infer<typeof homeWidgetText>;
