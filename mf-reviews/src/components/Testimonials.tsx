import { Carousel, rotationAttributes, rotationItemAttributes } from 'ui-kit';
import type { Testimonial } from '../content/schemas';
import { pharmacyLabel } from '../pharmacies';
import { useContent } from '../texts';
import { timers } from '../timing';
import * as styles from './HomeWidgetView.css';
import { Avatar, QuotedInEnglish, QuotedReview } from './ReviewParts';
import { captionNote, metaLine, slideQuote } from './ReviewParts.css';
import { SampleNotice } from './SampleNotice';

/** The testimonials carousel's name: the caption follows its Pause. */
const CAROUSEL = 'testimonials';

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <QuotedReview
      rating={testimonial.rating}
      quote={testimonial.review}
      className={styles.slide}
      quoteClassName={slideQuote}
    >
      <figcaption className={styles.slideCaption}>
        <Avatar initials={testimonial.initials} />
        <span className={styles.slideCaptionText}>
          <strong className={styles.slideName}>{testimonial.name}</strong>
          <span className={metaLine}>
            {testimonial.location} · {pharmacyLabel(testimonial.pharmacy)}
          </span>
          <span className={metaLine}>
            {testimonial.source} · {testimonial.date}
          </span>
        </span>
      </figcaption>
    </QuotedReview>
  );
}

/**
 * The home widget's caption and testimonials, server HTML the island loader turns (no
 * React in the browser): the first phrase and the first testimonial show; once the page
 * has loaded the testimonials are shuffled and rotate every 4 s, and the caption cycles
 * through its phrases every 3 s. One Pause control stops both. Without script they
 * stand still.
 */
export function Testimonials() {
  const {
    homeTestimonials,
    sampleContent,
    sampleNotices,
    homeWidgetText: text,
  } = useContent('homeWidget');
  return (
    <>
      {/* Every phrase in one cell: the longest one reserves the room, nothing below jumps. */}
      <p
        className={styles.caption}
        data-caption=""
        {...rotationAttributes({ intervalMs: timers.captionPhraseMs, follows: CAROUSEL })}
      >
        {text.captionPhrases.map((entry, index) => (
          <span key={entry} className={styles.phrase} {...rotationItemAttributes(index === 0)}>
            {text.captionRank} {entry}
          </span>
        ))}
      </p>
      <p className={captionNote}>{text.captionNote}</p>
      {(sampleContent.testimonials || sampleContent.partners) && (
        <SampleNotice label={sampleNotices.label}>{sampleNotices.homeWidget}</SampleNotice>
      )}
      <QuotedInEnglish />

      {/* The testimonial rotation: manual navigation only restarts the 4 s, no lock. */}
      <Carousel
        id={CAROUSEL}
        label={text.carouselLabel}
        items={homeTestimonials}
        getKey={(testimonial) => testimonial.id}
        renderSlide={(testimonial) => <TestimonialSlide testimonial={testimonial} />}
        intervalMs={timers.testimonialRotationMs}
        lockMs={0}
        shuffle
        slideNoun={text.slideNoun}
        pauseLabel={text.pauseLabel}
        playWord={text.playWord}
        dots={0}
      />
    </>
  );
}
