import { useEffect, useLayoutEffect, useState } from 'react';
import { randomSubset, shuffle } from 'shared-content/logic';
import {
  ActionLink,
  Carousel,
  cardStyle,
  classes,
  StarRating,
  sectionHeading,
  useCarousel,
  useIsMobile,
} from 'ui-kit';
import type { Partner, Testimonial } from '../content/schemas';
import { pharmacyLabel } from '../pharmacies';
import { limits, timers } from '../timing';
import { useContent } from '../useContent';
import * as styles from './HomeWidgetView.css';
import { PartnerStrip } from './PartnerStrip';
import { Avatar, QuotedInEnglish, quotationsLang } from './ReviewParts';
import { captionNote, metaLine, slideQuote } from './ReviewParts.css';
import { SampleNotice } from './SampleNotice';

/**
 * The partner list of the home page: after 2 s (8 s at 768 px or less) a random subset
 * of 40 partners (20 on mobile); the strip repeats the first 10 at the end. `null`
 * until then.
 */
function usePartnerList(partners: readonly Partner[], isMobile: boolean): Partner[] | null {
  const [list, setList] = useState<Partner[] | null>(null);
  const loaded = list !== null;
  // A layout effect: the delay starts the moment the widget is on the page.
  useLayoutEffect(() => {
    if (loaded) return;
    const delay = isMobile ? timers.partnerLoadMobileMs : timers.partnerLoadDesktopMs;
    const size = isMobile ? limits.partnerSubsetMobile : limits.partnerSubsetDesktop;
    const id = window.setTimeout(() => setList(randomSubset(partners, size, Math.random)), delay);
    return () => window.clearTimeout(id);
  }, [partners, isMobile, loaded]);
  return list;
}

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
 * The home page's testimonials-and-partners section, in the language of the content its
 * entry (`HomeWidget`, `HomeWidgetEs`) provides. It appears once the partner list
 * has loaded (`usePartnerList`); the testimonials are shuffled after the first render, so
 * prerendered markup matches, and rotate every 4 s; the caption cycles through the
 * seven phrases every 3 s. One Pause control stops both; the partner strip has its own.
 */
export function HomeWidgetView() {
  const {
    homeTestimonials,
    partners,
    sampleContent,
    sampleNotices,
    homeWidgetText: text,
  } = useContent('homeWidget');
  const isMobile = useIsMobile();
  const [slides, setSlides] = useState<readonly Testimonial[]>(homeTestimonials);
  useEffect(() => setSlides(shuffle(homeTestimonials, Math.random)), [homeTestimonials]);

  const partnerList = usePartnerList(partners, isMobile);
  const shown = partnerList !== null;
  // The testimonial rotation: manual navigation only restarts the 4 s, no lock.
  const testimonials = useCarousel({
    count: slides.length,
    intervalMs: timers.testimonialRotationMs,
    lockMs: 0,
    enabled: shown,
  });
  // The caption is a rotation of its own, without controls, held by the same Pause.
  const phrase = useCarousel({
    count: text.captionPhrases.length,
    intervalMs: timers.captionPhraseMs,
    lockMs: 0,
    enabled: shown && !testimonials.paused,
  });

  if (!partnerList) return <div data-home-widget="loading" />;

  return (
    <section
      aria-labelledby="home-reviews-heading"
      className={styles.section}
      data-home-widget="ready"
    >
      <h2 id="home-reviews-heading" className={sectionHeading}>
        {text.heading}
      </h2>
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
      <p>
        <ActionLink link={text.readMore} variant="primary" />
      </p>

      <section aria-labelledby="home-partners-heading" className={styles.partners}>
        <h3 id="home-partners-heading" className={classes(sectionHeading, styles.partnersHeading)}>
          {text.partnersHeading}
        </h3>
        <p>{text.partnersIntro}</p>
        <PartnerStrip
          label={text.partnersStripLabel}
          pauseLabel={text.partnersPauseLabel}
          partners={partnerList}
        />
        <p>
          <ActionLink link={text.viewAllPartners} variant="secondary" />
        </p>
      </section>
    </section>
  );
}
