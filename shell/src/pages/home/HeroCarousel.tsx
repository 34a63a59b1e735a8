import { Carousel, LazyImage } from 'ui-kit';
import { useContent } from '../../texts';
import { limits, timers } from '../../timing';
import * as styles from './HeroCarousel.css';

/**
 * The home page's hero: three illustrations, auto-playing every 6 s (server HTML the
 * island loader turns, no React in the browser). The first image loads at once; the
 * others when 10% of them comes into view. On narrow screens the first two load at once
 * and the rest not before 1 s (spec section 9).
 */
export function HeroCarousel() {
  const { home } = useContent('home');
  const { hero } = home;
  return (
    <Carousel
      id="hero"
      label={hero.label}
      items={hero.slides}
      getKey={(slide) => slide.id}
      intervalMs={timers.heroAutoplayMs}
      lockMs={timers.carouselTransitionLockMs}
      pauseLabel={hero.pauseLabel}
      renderSlide={(slide, { index }) => (
        <figure className={styles.figure}>
          <LazyImage
            src={slide.src}
            alt={slide.alt}
            width={hero.imageWidth}
            height={hero.imageHeight}
            eager={index === 0}
            eagerOnMobile={index < limits.eagerImagesOnMobile}
            delayOnMobileMs={
              index >= limits.eagerImagesOnMobile ? timers.lazyImageDelayMobileMs : undefined
            }
          />
          <figcaption className={styles.caption}>{slide.caption}</figcaption>
        </figure>
      )}
    />
  );
}
