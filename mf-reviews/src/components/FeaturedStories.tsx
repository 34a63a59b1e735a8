import { useLocale } from 'shared-content';
import { Carousel } from 'ui-kit';
import type { Review } from '../content/schemas';
import * as styles from '../pages/Reviews.css';
import { pharmacyLabel } from '../pharmacies';
import { reviewMonth } from '../reviewDate';
import { useContent } from '../texts';
import { limits, timers } from '../timing';
import { QuotedReview } from './ReviewParts';
import { featuredQuote, metaText } from './ReviewParts.css';

function FeaturedStory({ review }: { review: Review }) {
  const lang = useLocale();
  return (
    <QuotedReview
      rating={review.rating}
      quote={review.review}
      className={styles.slide}
      quoteClassName={featuredQuote}
    >
      <figcaption>
        <strong>{review.name}</strong>
        <p className={metaText}>
          {review.location} · {pharmacyLabel(review.pharmacy)} · {reviewMonth(review.date, lang)}
        </p>
      </figcaption>
    </QuotedReview>
  );
}

/**
 * The reviews carousel of `/testimonials`, its featured stories the first reviews (one per
 * dot): a slide every `timers.carouselAutoplayMs`; manual navigation turns auto-play off
 * until `timers.reviewsAutoplayResumeMs` after the last one; no transition lock. Server
 * HTML the island loader turns (no React in the browser); without script the first story
 * shows, still.
 */
export function FeaturedStories() {
  const { reviews, reviewsPageText: text } = useContent('reviews');
  return (
    <Carousel
      id="featured-stories"
      label={text.featuredCarouselLabel}
      items={reviews.slice(0, limits.reviewDots)}
      getKey={(review) => review.id}
      renderSlide={(review) => <FeaturedStory review={review} />}
      intervalMs={timers.carouselAutoplayMs}
      lockMs={0}
      resumeAfterManualMs={timers.reviewsAutoplayResumeMs}
      slideNoun={text.featuredCarousel.slideNoun}
      pauseLabel={text.featuredCarousel.pauseLabel}
      playWord={text.featuredCarousel.playWord}
      dots={limits.reviewDots}
    />
  );
}
