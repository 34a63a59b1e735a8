import { useEffect, useState } from 'react';
import { shuffle } from 'shared-content/logic';
import { Carousel, cardStyle, classes, StarRating, useCarousel } from 'ui-kit';
import * as styles from '../components/HomeWidgetView.css';
import { Avatar, QuotedInEnglish, quotationsLang } from '../components/ReviewParts';
import { captionNote, metaLine, slideQuote } from '../components/ReviewParts.css';
import { SampleNotice } from '../components/SampleNotice';
import type { Testimonial } from '../content/schemas';
import { pharmacyLabel } from '../pharmacies';
import { island, useContent } from '../texts';
import { timers } from '../timing';

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className={classes(cardStyle, styles.slide)}>
      <StarRating value={testimonial.rating} />
      {/* A quotation: shown as the patient wrote it, in English, on both sites. */}
      <blockquote lang={quotationsLang} className={slideQuote}>
        <p>{testimonial.review}</p>
      </blockquote>
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
    </figure>
  );
}

/**
 * The home widget's caption and testimonials: the server's HTML shows the first phrase
 * and the first testimonial, still. Once hydrated the testimonials are shuffled (after
 * the first render, so it matches the server's) and rotate every 4 s; the caption cycles
 * through its phrases every 3 s. One Pause control stops both.
 */
function Testimonials() {
  const {
    homeTestimonials,
    sampleContent,
    sampleNotices,
    homeWidgetText: text,
  } = useContent('homeWidget');
  const [slides, setSlides] = useState<readonly Testimonial[]>(homeTestimonials);
  useEffect(() => setSlides(shuffle(homeTestimonials, Math.random)), [homeTestimonials]);

  // The testimonial rotation: manual navigation only restarts the 4 s, no lock.
  const testimonials = useCarousel({
    count: slides.length,
    intervalMs: timers.testimonialRotationMs,
    lockMs: 0,
  });
  // The caption is a rotation of its own, without controls, held by the same Pause.
  const phrase = useCarousel({
    count: text.captionPhrases.length,
    intervalMs: timers.captionPhraseMs,
    lockMs: 0,
    enabled: !testimonials.paused,
  });

  return (
    <>
      <p className={styles.caption}>
        {/* Every phrase, invisible, reserves the longest one's room: nothing below jumps. */}
        {text.captionPhrases.map((entry) => (
          <span key={entry} aria-hidden="true" className={styles.reservedPhrase}>
            {text.captionRank} {entry}
          </span>
        ))}
        <span data-caption="current">
          {text.captionRank} {text.captionPhrases[phrase.index]}
        </span>
      </p>
      <p className={captionNote}>{text.captionNote}</p>
      {(sampleContent.testimonials || sampleContent.partners) && (
        <SampleNotice label={sampleNotices.label}>{sampleNotices.homeWidget}</SampleNotice>
      )}
      <QuotedInEnglish />

      <Carousel
        id="testimonials"
        carousel={testimonials}
        label={text.carouselLabel}
        items={slides}
        getKey={(testimonial) => testimonial.id}
        renderSlide={(testimonial) => <TestimonialSlide testimonial={testimonial} />}
        slideNoun={text.slideNoun}
        pauseLabel={text.pauseLabel}
        playWord={text.playWord}
        dots={0}
      />
    </>
  );
}

export default island(Testimonials, { wake: 'visible', texts: 'homeWidget' });
