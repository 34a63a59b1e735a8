import type { PharmacyName, Testimonial } from './testimonials.schema';

/*
 * The facts of the testimonials, in no language: who, where, on which site, how long ago
 * and the quotation itself, which is shown as the patient wrote it (in English, marked
 * `lang="en"`) on both languages' pages. Each language's module writes the labels around
 * it ("via Google · 2 weeks ago", "vía Google · hace 2 semanas").
 *
 * SAMPLE DATA. These testimonials stand in for the group's real Facebook and Google
 * reviews until the owner replaces them. Every name is invented (a common first name
 * and a last initial) and belongs to no real person.
 *
 * This module holds the seven the home page's carousel shows, so the home widget loads
 * them and no other; `testimonials.facts.ts` holds the rest.
 */

/** Where a testimonial was posted. */
export type ReviewSite = 'Facebook' | 'Google';

/** How long ago it was posted: `[2, 'week']` ("2 weeks ago"), `[1, 'month']` ("a month ago"). */
export type Posted = readonly [count: number, unit: 'day' | 'week' | 'month' | 'year'];

export type TestimonialFacts = readonly [
  id: string,
  name: string,
  town: string,
  pharmacy: PharmacyName,
  site: ReviewSite,
  posted: Posted,
  review: string,
];

/** The seven samples the home page's carousel rotates through (it shuffles them). */
export const homeTestimonialFacts: readonly TestimonialFacts[] = [
  [
    't001',
    'Maria G.',
    'Linden',
    'Family',
    'Google',
    [2, 'week'],
    "I've filled my prescriptions here for six years and they still greet me by name. When my doctor sent the wrong strength, the pharmacist called the office and had it fixed before I even got there.",
  ],
  [
    't005',
    'Patricia D.',
    'Elizabeth',
    'Family',
    'Facebook',
    [5, 'day'],
    'My insurance denied a refill because of a plan change in January. Instead of sending me away, they spent twenty minutes on the phone with the plan and got it approved the same day.',
  ],
  [
    't007',
    'Jennifer L.',
    'Clark',
    'Family',
    'Google',
    [1, 'week'],
    "Our dog needed a liquid version of his heart medication and the vet said most places couldn't help. They took care of it and explained exactly how to measure each dose.",
  ],
  [
    't036',
    'Jessica M.',
    'Sayreville',
    'Parlin',
    'Google',
    [2, 'week'],
    'The drive-through window is perfect when the baby is asleep in the car seat. Quick, friendly, and they double-check the name and birthday every time.',
  ],
  [
    't064',
    'Catherine Q.',
    'Westfield',
    'Specialty',
    'Google',
    [3, 'week'],
    'My biologic for rheumatoid arthritis needed a prior authorization that my old pharmacy let sit for weeks. The specialty team had it approved in four days and arranged the first delivery themselves.',
  ],
  [
    't081',
    'Ashley H.',
    'Browns Mills',
    'Outpatient',
    'Google',
    [1, 'week'],
    "MedPack changed my father's life. His pills come pre-sorted by day and time, delivered free every month, and he hasn't missed a dose since.",
  ],
  [
    't082',
    'Harold I.',
    'Pemberton',
    'Outpatient',
    'Facebook',
    [3, 'week'],
    'After my hip replacement they had my discharge prescriptions ready before I left the hospital and delivered them to my house that afternoon.',
  ],
];

/** The ids of the home carousel's samples, in data order. */
export const homeCarouselIds: readonly string[] = homeTestimonialFacts.map(([id]) => id);

const initialsOf = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('');

/** A testimonial from its facts, with the labels a language writes for its site and date. */
export function testimonialOf(
  [id, name, location, pharmacy, site, posted, review]: TestimonialFacts,
  labels: { source: (site: ReviewSite) => Testimonial['source']; date: (posted: Posted) => string },
): Testimonial {
  return {
    id,
    name,
    initials: initialsOf(name),
    review,
    source: labels.source(site),
    location,
    rating: 5,
    date: labels.date(posted),
    pharmacy,
    verified: true,
  };
}

/** The links of the home widget (their labels are each language's). */
export const homeWidgetLinks = {
  readMore: { kind: 'route', href: '/testimonials' },
  viewAllPartners: { kind: 'route', href: '/partners' },
} as const;
