import { type FocusEvent, type PointerEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { fillText, useSiteText } from 'shared-content';
import * as styles from './Carousel.css';
import { classes } from './classes';
import { Button } from './controls';
import { setCssVars } from './cssVars';
import { useMounted } from './hooks';
import { type CarouselController, type CarouselOptions, useCarousel } from './useCarousel';

export interface CarouselProps<T> extends Omit<CarouselOptions, 'count'> {
  /**
   * The prefix of its ids (its slides are `<id>-slides`), unique in the page. Fixed, not
   * `useId`: a carousel lives in an island, rendered on the server inside the page's tree
   * but hydrated on a root of its own, where `useId` gives other ids (a mismatch).
   */
  id: string;
  /** Accessible name of the carousel, e.g. "Highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  /** The content of one slide. */
  renderSlide: (item: T, context: { index: number; current: boolean }) => ReactNode;
  /**
   * The state, from `useCarousel`, when the parent reads or drives it. Without it the
   * carousel keeps its own, made from the `useCarousel` options given here.
   */
  carousel?: CarouselController;
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

/** How far a finger must travel sideways to change slide. */
const swipeThresholdPx = 50;

const transitionOf = (ms: number) => (ms > 0 ? `transform ${ms}ms ease-in-out` : 'none');

/**
 * Moves the track to the current slide, from script: the server HTML shows the first
 * slide by the track's own style, with no style attribute (the CSP allows none). The
 * transition, half as long on narrow screens, is the lock's length. Set after every
 * render (the track may mount later, with the slides), before the browser paints.
 */
function useTrackPosition(index: number, lockMs: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!trackRef.current) return;
    setCssVars(trackRef.current, {
      [styles.trackShift]: `-${index * 100}%`,
      [styles.trackTransition]: transitionOf(lockMs),
      [styles.mobileTrackTransition]: transitionOf(Math.round(lockMs / 2)),
    });
  });
  return trackRef;
}

/** Focus that came from the keyboard (a mouse click on a button is not `:focus-visible`). */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * An auto-playing carousel after the W3C APG pattern: a labelled region with
 * `aria-roledescription={ui.carouselRole}`; first the rotation control (Pause/Play) and the
 * previous/next buttons, then the slides, each a group labelled "N of M" with
 * `aria-roledescription={ui.slide}` (only the current one is exposed), then the
 * slide-picker dots. The slides are announced politely only while it is not rotating
 * by itself. It holds still while the mouse is over it, stops when keyboard focus
 * enters it, and starts paused for visitors who prefer reduced motion.
 */
export function Carousel<T>(props: CarouselProps<T>) {
  return props.carousel ? (
    <CarouselView {...props} carousel={props.carousel} />
  ) : (
    <OwnCarousel {...props} />
  );
}

function OwnCarousel<T>(props: CarouselProps<T>) {
  const { items, intervalMs, lockMs, resumeAfterManualMs, startPaused, enabled } = props;
  const carousel = useCarousel({
    count: items.length,
    intervalMs,
    lockMs,
    resumeAfterManualMs,
    startPaused,
    enabled,
  });
  return <CarouselView {...props} carousel={carousel} />;
}

function CarouselView<T>({
  carousel,
  id,
  label,
  items,
  getKey,
  renderSlide,
  pauseLabel,
  playWord,
  slideNoun,
  dots,
}: CarouselProps<T> & { carousel: CarouselController }) {
  const { ui } = useSiteText();
  const noun = slideNoun ?? ui.slide;
  const slidesId = `${id}-slides`;
  // Its controls show once they work (its script is there): never in the server's HTML alone.
  const mounted = useMounted();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const trackRef = useTrackPosition(carousel.index, carousel.lockMs);
  const count = items.length;
  if (count === 0) return null;
  const { index, paused } = carousel;
  const dotCount = Math.min(dots ?? count, count);
  const toggleWord = paused ? (playWord ?? ui.play) : ui.pause;

  // Keyboard focus entering the carousel stops it (APG); moving inside does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (cameFromOutside && isKeyboardFocus(event.target)) carousel.pause();
  };

  // A touch or pen swipe: leftwards shows the next slide, rightwards the previous, like
  // the buttons (the transition lock and the auto-play rules apply the same way).
  const onSwipeStart = (event: PointerEvent) => {
    if (event.pointerType === 'mouse' || count < 2) return;
    swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onSwipeEnd = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < swipeThresholdPx || Math.abs(dx) < Math.abs(event.clientY - start.y)) {
      return;
    }
    if (dx < 0) carousel.next();
    else carousel.previous();
  };

  return (
    <section
      aria-roledescription={ui.carouselRole}
      aria-label={label}
      className={styles.root}
      onFocus={onFocus}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') carousel.hold(true);
      }}
      onPointerLeave={() => carousel.hold(false)}
    >
      {count > 1 && (
        <div className={classes(styles.controlBar, !mounted && styles.waitingForScript)}>
          <Button
            variant="secondary"
            className={styles.compact}
            aria-label={`${toggleWord} ${pauseLabel ?? ui.slideshow}`}
            onClick={carousel.togglePause}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {toggleWord}
          </Button>
          <div className={styles.navigation}>
            <Button
              variant="secondary"
              className={styles.compact}
              aria-controls={slidesId}
              onClick={carousel.previous}
              aria-label={fillText(ui.previousNamed, { noun })}
            >
              <span aria-hidden="true">‹</span> {ui.previous}
            </Button>
            <Button
              variant="secondary"
              className={styles.compact}
              aria-controls={slidesId}
              onClick={carousel.next}
              aria-label={fillText(ui.nextNamed, { noun })}
            >
              {ui.next} <span aria-hidden="true">›</span>
            </Button>
          </div>
        </div>
      )}
      <div
        className={styles.viewport}
        onPointerDown={onSwipeStart}
        onPointerUp={onSwipeEnd}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          id={slidesId}
          ref={trackRef}
          className={styles.track}
          aria-live={carousel.rotating ? 'off' : 'polite'}
        >
          {items.map((item, slide) => {
            const current = slide === index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG slide markup; a slide is no fieldset
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription={ui.slide}
                aria-label={fillText(ui.slideOf, { n: slide + 1, count })}
                aria-hidden={current ? undefined : true}
                inert={!current}
                className={styles.slide}
              >
                {renderSlide(item, { index: slide, current })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && dotCount > 1 && (
        <ul className={classes(styles.dotList, !mounted && styles.waitingForScript)}>
          {items.slice(0, dotCount).map((item, dot) => (
            <li key={getKey(item)}>
              <button
                type="button"
                className={styles.dotButton}
                aria-label={fillText(ui.showSlide, { noun, n: dot + 1 })}
                aria-current={index % dotCount === dot ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => carousel.goTo(dot)}
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
