import { css } from '@emotion/react';
import { type FocusEvent, type PointerEvent, type ReactNode, useId, useRef } from 'react';
import { fillText, useSiteText } from 'shared-content';
import { Button } from './controls';
import { focusRing, media, theme } from './theme';
import { type CarouselController, type CarouselOptions, useCarousel } from './useCarousel';

export interface CarouselProps<T> extends Omit<CarouselOptions, 'count'> {
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

const root = css({ margin: `${theme.space.lg} 0`, minWidth: 0 });

const controlBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
});

const navigation = css({ display: 'flex', flexWrap: 'wrap', gap: theme.space.sm });

/** The three controls share one row at 375 px. */
const compact = css({ [media.mobile]: { padding: `${theme.space.xs} ${theme.space.sm}` } });

// `pan-y`: a vertical drag still scrolls the page; a sideways one is the carousel's.
const viewport = css({ overflow: 'hidden', borderRadius: theme.radii.md, touchAction: 'pan-y' });

/** How far a finger must travel sideways to change slide. */
const swipeThresholdPx = 50;

const track = (transitionMs: number) =>
  css({
    display: 'flex',
    transition: transitionMs > 0 ? `transform ${transitionMs}ms ease-in-out` : 'none',
    // Narrow screens (`media.mobile`) get animations half as long.
    [media.mobile]: {
      transition:
        transitionMs > 0 ? `transform ${Math.round(transitionMs / 2)}ms ease-in-out` : 'none',
    },
    [media.reducedMotion]: { transition: 'none' },
  });

/** Slides side by side: the track is as tall as the tallest, so nothing below jumps. */
const slideStyle = css({ flex: '0 0 100%', minWidth: 0, display: 'grid' });

const dotList = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 2,
  listStyle: 'none',
  padding: 0,
  margin: `${theme.space.sm} 0 0`,
});

const dotButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: theme.radii.pill,
  background: 'transparent',
  cursor: 'pointer',
  '& > span': {
    display: 'block',
    width: 12,
    height: 12,
    borderRadius: theme.radii.pill,
    border: `2px solid ${theme.colors.primary}`,
    background: theme.colors.background,
  },
  // The current dot is filled and wider: not told by colour alone.
  '&[aria-current="true"] > span': { width: 22, background: theme.colors.primary },
  '&:focus-visible': focusRing,
});

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
  const slidesId = useId();
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
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
      css={root}
      onFocus={onFocus}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') carousel.hold(true);
      }}
      onPointerLeave={() => carousel.hold(false)}
    >
      {count > 1 && (
        <div css={controlBar}>
          <Button
            variant="secondary"
            css={compact}
            aria-label={`${toggleWord} ${pauseLabel ?? ui.slideshow}`}
            onClick={carousel.togglePause}
          >
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> {toggleWord}
          </Button>
          <div css={navigation}>
            <Button
              variant="secondary"
              css={compact}
              aria-controls={slidesId}
              onClick={carousel.previous}
              aria-label={fillText(ui.previousNamed, { noun })}
            >
              <span aria-hidden="true">‹</span> {ui.previous}
            </Button>
            <Button
              variant="secondary"
              css={compact}
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
        css={viewport}
        onPointerDown={onSwipeStart}
        onPointerUp={onSwipeEnd}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div
          id={slidesId}
          css={track(carousel.lockMs)}
          style={{ transform: `translateX(-${index * 100}%)` }}
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
                css={slideStyle}
              >
                {renderSlide(item, { index: slide, current })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && dotCount > 1 && (
        <ul css={dotList}>
          {items.slice(0, dotCount).map((item, dot) => (
            <li key={getKey(item)}>
              <button
                type="button"
                css={dotButton}
                aria-label={fillText(ui.showSlide, { noun, n: dot + 1 })}
                aria-current={index % dotCount === dot ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => carousel.goTo(dot)}
              >
                <span aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
