import {
  homeTestimonialFacts,
  homeWidgetLinks,
  type Posted,
  type ReviewSite,
  type TestimonialFacts,
  testimonialOf,
} from './homeTestimonials.facts';
import type { HomeWidgetText, Testimonial } from './testimonials.schema';

/** "2 weeks ago", "a month ago". */
export const relativeDate = ([count, unit]: Posted): string =>
  count === 1 ? `a ${unit} ago` : `${count} ${unit}s ago`;

/** A testimonial, quoted as written, with its English labels ("via Google · 2 weeks ago"). */
export const labelledTestimonial = (facts: TestimonialFacts): Testimonial =>
  testimonialOf(facts, {
    source: (site: ReviewSite) => `via ${site}`,
    date: relativeDate,
  });

/** The home carousel's samples, in data order (the widget shuffles them after mounting). */
export const homeTestimonials: readonly Testimonial[] =
  homeTestimonialFacts.map(labelledTestimonial);

/** Texts of the home page's testimonials-and-partners section. */
export const homeWidgetText: HomeWidgetText = {
  heading: 'What Our Patients Say',
  captionRank: '#1',
  captionPhrases: [
    'in Customer Service',
    'in Resolving problems or complaints',
    'in Ability to get prescriptions',
    'in People',
    'in Helping save time or money',
    'in Digital channels - website, mobile app, text',
    'in Level of trust',
  ],
  captionNote: 'Top-ranked in pharmacy customer satisfaction',
  carouselLabel: 'Patient testimonials',
  slideNoun: 'testimonial',
  pauseLabel: 'testimonials',
  playWord: 'Resume',
  readMore: { ...homeWidgetLinks.readMore, label: 'Read More Reviews' },
  partnersHeading: 'Our Healthcare Partners',
  partnersIntro:
    'We work with national distributors, local health systems, insurers and technology partners to get you your medications quickly and affordably.',
  partnersStripLabel: 'Partner logos',
  partnersPauseLabel: 'partner logos',
  viewAllPartners: { ...homeWidgetLinks.viewAllPartners, label: 'View All Partners' },
};

/** The widget shows the partner badges and the sample-content notice too, in the same language. */
export { partners } from './partnerBadges';
export { sampleContent, sampleNotices } from './samples';
