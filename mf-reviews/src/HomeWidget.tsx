import { css } from '@emotion/react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { limits, media, theme, timers } from 'shared-content';
import { partners } from 'shared-content/content/partners';
import { homeTestimonials, homeWidgetText as text } from 'shared-content/content/testimonials';
import { randomSubset, shuffle, withRepeatedHead } from 'shared-content/logic/random';
import type { Partner } from 'shared-content/schemas/partners';
import type { Testimonial } from 'shared-content/schemas/testimonials';
import {
  cardStyle,
  InternalLink,
  StarRating,
  sectionHeading,
  useIsMobile,
  usePrefersReducedMotion,
} from 'shared-content/ui';
import { AutoCarousel } from './carousel/AutoCarousel';
import { useAutoplay } from './carousel/useAutoplay';
import { useTicker } from './carousel/useTicker';
import { Marquee } from './components/Marquee';
import { PartnerStripItem } from './components/PartnerStripItem';
import { Avatar, metaText, quoteText } from './components/ReviewParts';
import { pharmacyLabel } from './pharmacies';

interface PartnerTrack {
  items: Partner[];
  loopCount: number;
}

/**
 * The partner list of the home page: after 2 s (8 s at 768 px or less) a random subset
 * of 40 partners (20 on mobile), with the first 10 repeated at the end for the marquee.
 * `null` until then.
 */
export function usePartnerTrack(isMobile: boolean): PartnerTrack | null {
  const [track, setTrack] = useState<PartnerTrack | null>(null);
  const loaded = track !== null;
  // A layout effect: the delay starts the moment the widget is on the page.
  useLayoutEffect(() => {
    if (loaded) return;
    const delay = isMobile ? timers.partnerLoadMobileMs : timers.partnerLoadDesktopMs;
    const size = isMobile ? limits.partnerSubsetMobile : limits.partnerSubsetDesktop;
    const id = window.setTimeout(() => {
      const subset = randomSubset(partners, size, Math.random);
      setTrack({
        items: withRepeatedHead(subset, limits.partnerMarqueeRepeat),
        loopCount: subset.length,
      });
    }, delay);
    return () => window.clearTimeout(id);
  }, [isMobile, loaded]);
  return track;
}

const section = css({
  margin: `${theme.space.xxl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.surface,
  [media.mobile]: { padding: theme.space.md, margin: `${theme.space.xl} 0` },
});

const caption = css({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.xl,
  fontWeight: 700,
  lineHeight: 1.3,
  color: theme.colors.primaryDark,
  display: 'grid',
  '& > span': { gridArea: '1 / 1' },
  [media.mobile]: { fontSize: theme.fontSizes.lg },
});

function TestimonialSlide({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure css={[cardStyle, { margin: 0 }]}>
      <StarRating value={testimonial.rating} />
      <blockquote css={[quoteText, { margin: `${theme.space.sm} 0 ${theme.space.md}` }]}>
        <p>{testimonial.review}</p>
      </blockquote>
      <figcaption css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
        <Avatar initials={testimonial.initials} />
        <span css={{ minWidth: 0 }}>
          <strong css={{ display: 'block' }}>{testimonial.name}</strong>
          <span css={[metaText, { display: 'block' }]}>
            {testimonial.location} · {pharmacyLabel(testimonial.pharmacy)}
          </span>
          <span css={[metaText, { display: 'block' }]}>
            {testimonial.source} · {testimonial.date}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * The home page's testimonials-and-partners section. It appears once the partner list
 * has loaded (spec); the testimonials are shuffled after the first render, so
 * prerendered markup matches, and rotate every 4 s; the caption cycles through the
 * seven phrases every 3 s. One Pause control stops both; the partner strip has its own.
 */
export default function HomeWidget() {
  const isMobile = useIsMobile();
  const reducedMotion = usePrefersReducedMotion();
  const [slides, setSlides] = useState<readonly Testimonial[]>(homeTestimonials);
  useEffect(() => setSlides(shuffle(homeTestimonials, Math.random)), []);

  const track = usePartnerTrack(isMobile);
  const shown = track !== null;
  const autoplay = useAutoplay({
    count: slides.length,
    intervalMs: timers.testimonialRotationMs,
    startPaused: reducedMotion,
    enabled: shown,
  });
  const [phrase, setPhrase] = useState(0);
  useTicker(
    () => setPhrase((current) => (current + 1) % text.captionPhrases.length),
    timers.captionPhraseMs,
    shown && !autoplay.paused,
  );

  if (!track) return <div data-home-widget="loading" />;

  return (
    <section aria-labelledby="home-reviews-heading" css={section} data-home-widget="ready">
      <h2 id="home-reviews-heading" css={sectionHeading}>
        {text.heading}
      </h2>
      <p css={caption}>
        {/* Every phrase, invisible, reserves the longest one's room: nothing below jumps. */}
        {text.captionPhrases.map((entry) => (
          <span key={entry} aria-hidden="true" css={{ visibility: 'hidden' }}>
            {text.captionRank} {entry}
          </span>
        ))}
        <span data-caption="current">
          {text.captionRank} {text.captionPhrases[phrase]}
        </span>
      </p>
      <p css={[metaText, { marginBottom: theme.space.md }]}>{text.captionNote}</p>

      <AutoCarousel
        label={text.carouselLabel}
        slideNoun="testimonial"
        pauseNoun={text.pauseLabel}
        autoplay={autoplay}
        count={slides.length}
        renderSlide={(index) => {
          const testimonial = slides[index];
          return testimonial ? <TestimonialSlide testimonial={testimonial} /> : null;
        }}
      />
      <p>
        <InternalLink to={text.readMore.href} variant="primary">
          {text.readMore.label}
        </InternalLink>
      </p>

      <section aria-labelledby="home-partners-heading" css={{ marginTop: theme.space.xl }}>
        <h3 id="home-partners-heading" css={[sectionHeading, { fontSize: theme.fontSizes.lg }]}>
          {text.partnersHeading}
        </h3>
        <p>{text.partnersIntro}</p>
        <Marquee
          label={text.partnersStripLabel}
          pauseLabel={text.partnersPauseLabel}
          items={track.items}
          loopCount={track.loopCount}
          getKey={(partner) => partner.name}
          renderItem={(partner) => <PartnerStripItem partner={partner} />}
        />
        <p>
          <InternalLink to={text.viewAllPartners.href} variant="secondary">
            {text.viewAllPartners.label}
          </InternalLink>
        </p>
      </section>
    </section>
  );
}
