import { labelledTestimonial } from './homeWidget';
import { testimonialFacts } from './testimonials.facts';
import type { Testimonial } from './testimonials.schema';

export { homeCarouselIds } from './homeTestimonials.facts';

/** About 105 five-star testimonials from Facebook and Google (sample data), English labels. */
export const testimonials: readonly Testimonial[] = testimonialFacts.map(labelledTestimonial);
