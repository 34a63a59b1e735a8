import type { ReactNode } from 'react';
import { fillText, useSiteText } from 'shared-content';
import * as styles from './Carousel.css';
import { classes } from './classes';
import { Button } from './controls';
import { RotationToggle, rotationAttributes, rotationItemAttributes } from './rotation';
import { untilReady } from './rotation.css';
import { CONTROL_ATTRIBUTE, TRACK_ATTRIBUTE } from './rotationMarkup';
import { timers } from './timing';

export interface CarouselProps<T> {
  /**
   * The prefix of its ids (its slides are `<id>-slides`), unique in the page; also its
   * name for a rotation that follows its Pause (`rotationAttributes({ follows })`).
   */
  id: string;
  /** Accessible name of the carousel, e.g. "Highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** The content of one slide. */
  renderSlide: (item: T, context: { index: number; current: boolean }) => ReactNode;
  /** Auto-play interval; `timers.carouselAutoplayMs` (5 s) by default. */
  intervalMs?: number;
  /**
   * For this long after any change of slide, manual navigation is blocked (the image
   * carousel's 600 ms, the default); also the transition's length. 0: no lock.
   */
  lockMs?: number;
  /**
   * When set, manual navigation turns auto-play off and it comes back this long after
   * the LAST manual navigation, unless the visitor paused (the reviews carousel: 10 s).
   * Without it, manual navigation only restarts the interval.
   */
  resumeAfterManualMs?: number;
  /** Start paused (it also does by itself for visitors who prefer reduced motion). */
  startPaused?: boolean;
  /** Shuffle the slides once the page has loaded (the server's first slide shows first). */
  shuffle?: boolean;
  /** What the rotation button stops: "slideshow" (the default, in the page's language) gives "Pause slideshow". */
  pauseLabel?: string;
  /** The button's word while stopped: "Play" (default, in the page's language) or, e.g., "Resume". */
  playWord?: string;
  /** What a slide is called in the control names: "story" gives "Next story", "Show story 3". */
  slideNoun?: string;
  /**
   * Slide-picker dots over the first N slides (the current dot is the index modulo N):
   * one per slide by default, none with 0.
   */
  dots?: number;
}

/**
 * An auto-playing carousel after the W3C APG pattern, as server HTML that the island
 * loader drives (ui-kit/src/behaviour/carousels.ts; no React in the browser): a labelled
 * region with `aria-roledescription={ui.carouselRole}`; first the rotation control
 * (Pause/Play) and the previous/next buttons, then the slides, each a group labelled
 * "N of M" with `aria-roledescription={ui.slide}` (only the current one is exposed), then
 * the slide-picker dots. The slides are announced politely only while it is not rotating
 * by itself. It holds still while the mouse is over it, stops when keyboard focus enters
 * it, follows a touch swipe, and starts paused for visitors who prefer reduced motion.
 * Without script the first slide shows, still, and no control shows.
 */
export function Carousel<T>({
  id,
  label,
  items,
  getKey,
  renderSlide,
  intervalMs = timers.carouselAutoplayMs,
  lockMs = timers.carouselTransitionLockMs,
  resumeAfterManualMs,
  startPaused,
  shuffle,
  pauseLabel,
  playWord,
  slideNoun,
  dots,
}: CarouselProps<T>) {
  const { ui } = useSiteText();
  const count = items.length;
  if (count === 0) return null;
  const noun = slideNoun ?? ui.slide;
  const slidesId = `${id}-slides`;
  const dotCount = Math.min(dots ?? count, count);
  const control = (value: string) => ({ [CONTROL_ATTRIBUTE]: value, 'aria-controls': slidesId });
  const rotation =
    count > 1
      ? rotationAttributes({
          intervalMs,
          name: id,
          lockMs,
          resumeAfterManualMs,
          startPaused,
          shuffle,
        })
      : {};

  return (
    <section
      aria-roledescription={ui.carouselRole}
      aria-label={label}
      className={styles.root}
      {...rotation}
    >
      {count > 1 && (
        <div className={classes(styles.controlBar, untilReady)}>
          <RotationToggle
            what={pauseLabel ?? ui.slideshow}
            playWord={playWord}
            className={styles.compact}
            startPaused={startPaused}
          />
          <div className={styles.navigation}>
            <Button
              variant="secondary"
              className={styles.compact}
              aria-label={fillText(ui.previousNamed, { noun })}
              {...control('previous')}
            >
              <span aria-hidden="true">‹</span> {ui.previous}
            </Button>
            <Button
              variant="secondary"
              className={styles.compact}
              aria-label={fillText(ui.nextNamed, { noun })}
              {...control('next')}
            >
              {ui.next} <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>
      )}
      <div className={styles.viewport}>
        <div
          id={slidesId}
          className={styles.track}
          aria-live={startPaused ? 'polite' : 'off'}
          {...{ [TRACK_ATTRIBUTE]: '' }}
        >
          {items.map((item, slide) => {
            const current = slide === 0;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG slide markup; a slide is no fieldset
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription={ui.slide}
                aria-label={fillText(ui.slideOf, { n: slide + 1, count })}
                inert={!current}
                className={styles.slide}
                {...rotationItemAttributes(current)}
              >
                {renderSlide(item, { index: slide, current })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && dotCount > 1 && (
        <ul className={classes(styles.dotList, untilReady)}>
          {items.slice(0, dotCount).map((item, dot) => (
            <li key={getKey(item)}>
              <button
                type="button"
                className={styles.dotButton}
                aria-label={fillText(ui.showSlide, { noun, n: dot + 1 })}
                aria-current={dot === 0 ? 'true' : undefined}
                {...control(String(dot))}
              >
                <span aria-hidden="true" className={styles.dot} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
