import { labelledTestimonial } from './homeWidget.es';
import { testimonialFacts } from './testimonials.facts';
import type { Testimonial } from './testimonials.schema';
/** The home carousel's samples are the same in both languages. */

/** The testimonials, quoted in English, with Spanish labels. */
export const testimonials: readonly Testimonial[] = testimonialFacts.map(labelledTestimonial);
