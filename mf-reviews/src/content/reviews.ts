import { reviewsPageLinks } from './reviews.facts';
import type { ReviewsPageText } from './reviews.schema';

/** The reviews are quotations, one list for both languages (`reviews.facts.ts`). */
export { reviews } from './reviews.facts';

/** Texts of the /testimonials page. */
export const reviewsPageText: ReviewsPageText = {
  title: 'Patient Reviews and Testimonials',
  description:
    'Read what patients say about our four New Jersey pharmacies: verified reviews, ratings by location and featured patient stories.',
  heading: 'Patient Reviews & Testimonials',
  lead: 'What patients and families say about the care at all four of our pharmacies.',
  overallLabel: 'Overall rating',
  countLabel: 'patient reviews',
  featuredTitle: 'Featured Patient Stories',
  featuredIntro: 'Stories our patients shared about their care.',
  featuredCarouselLabel: 'Patient stories',
  featuredCarousel: { slideNoun: 'story', pauseLabel: 'featured stories', playWord: 'Resume' },
  summaryTitle: 'Ratings by Location',
  summaryCountLabel: 'reviews',
  allReviewsTitle: 'All Reviews',
  filter: {
    label: 'Show reviews of',
    submit: 'Show',
    all: 'All pharmacies',
    shownOf: 'of',
    reviews: 'reviews shown',
  },
  verifiedLabel: 'Verified patient',
  ctaTitle: 'Experience the Difference',
  ctaText: 'Find the pharmacy nearest you, or move your prescriptions to us in one simple step.',
  actions: [
    { ...reviewsPageLinks.locations, label: 'Find a Location' },
    { ...reviewsPageLinks.transfers, label: 'Transfer Your Prescription' },
  ],
};
