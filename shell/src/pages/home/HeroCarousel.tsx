import { css } from '@emotion/react';
import { Carousel, LazyImage, media, theme, useIsMobile } from 'ui-kit';
import { limits, timers } from '../../timing';
import { useContent } from '../../useContent';

const figure = css({
  margin: 0,
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
});

const caption = css({
  padding: `${theme.space.sm} ${theme.space.md}`,
  background: theme.colors.surface,
  borderTop: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.lg,
  fontWeight: 600,
  color: theme.colors.primaryDark,
  [media.mobile]: { fontSize: theme.fontSizes.md },
});

/**
 * The home page's hero: three illustrations, auto-playing every 6 s. The first image
 * loads at once; the others when 10% of them comes into view. On narrow screens the
 * first two load at once and the rest not before 1 s (spec section 9).
 */
export function HeroCarousel() {
  const { home } = useContent('home');
  const isMobile = useIsMobile();
  const { hero } = home;
  const eagerCount = isMobile ? limits.eagerImagesOnMobile : 1;
  return (
    <Carousel
      label={hero.label}
      items={hero.slides}
      getKey={(slide) => slide.id}
      intervalMs={timers.heroAutoplayMs}
      lockMs={timers.carouselTransitionLockMs}
      pauseLabel={hero.pauseLabel}
      renderSlide={(slide, { index }) => (
        <figure css={figure}>
          <LazyImage
            src={slide.src}
            alt={slide.alt}
            width={hero.imageWidth}
            height={hero.imageHeight}
            eager={index < eagerCount}
            delayMs={isMobile && index >= eagerCount ? timers.lazyImageDelayMobileMs : 0}
          />
          <figcaption css={caption}>{slide.caption}</figcaption>
        </figure>
      )}
    />
  );
}
