import { css } from '@emotion/react';
import { type FocusEvent, type ReactNode, useId, useState } from 'react';
import { media, theme } from '../theme';
import { timers } from '../timing';
import { PauseButton } from './controls';
import { usePrefersReducedMotion } from './hooks';
import { useCarousel } from './useCarousel';

export interface CarouselProps<T> {
  /** Accessible name of the carousel, e.g. "Highlights". */
  label: string;
  items: readonly T[];
  getKey: (item: T) => string;
  renderSlide: (item: T, context: { index: number; current: boolean }) => ReactNode;
  /** Auto-play interval (default carousel: 5 s). */
  intervalMs?: number;
  /** Navigation lock and slide transition (600 ms). */
  lockMs?: number;
  /** What the pause button names: "Pause slideshow". */
  pauseLabel?: string;
  /** See `useCarousel`: pause on manual navigation and resume after this many ms. */
  resumeAfterManualMs?: number;
}

const root = css({ margin: `${theme.space.lg} 0` });

const viewport = css({
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
});

const track = (lockMs: number) =>
  css({
    display: 'flex',
    transition: `transform ${lockMs}ms ease-in-out`,
    // Narrow screens get shorter animations (spec section 9).
    [media.mobile]: { transition: `transform ${Math.round(lockMs / 2)}ms ease-in-out` },
    [media.reducedMotion]: { transition: 'none' },
  });

const slideStyle = css({ flex: '0 0 100%', minWidth: 0 });

const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.sm,
  marginTop: theme.space.sm,
});

const navigation = css({ display: 'flex', alignItems: 'center', gap: theme.space.xs });

const arrowButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: theme.radii.pill,
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
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
  '&[aria-current="true"] > span': { width: 24, background: theme.colors.primary },
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
 * `aria-roledescription="carousel"`, slides labelled "N of M", a visible pause/play
 * button first in the tab order, previous/next buttons and one button per slide.
 * Auto-play holds while the mouse is over it, stops when keyboard focus enters it,
 * and starts paused for visitors who prefer reduced motion. The slides are announced
 * politely only while it is not rotating by itself.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  intervalMs,
  lockMs = timers.carouselTransitionLockMs,
  pauseLabel = 'slideshow',
  resumeAfterManualMs,
}: CarouselProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const [hovered, setHovered] = useState(false);
  const carousel = useCarousel({
    count: items.length,
    intervalMs,
    lockMs,
    startPaused: reducedMotion,
    suspended: hovered,
    resumeAfterManualMs,
  });
  const slidesId = useId();
  const count = items.length;

  // Keyboard focus entering the carousel stops it (APG); moving inside does not.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const cameFromOutside = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (cameFromOutside && !carousel.paused && isKeyboardFocus(event.target)) {
      carousel.setPaused(true);
    }
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      css={root}
      onFocus={onFocus}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
    >
      <div css={viewport}>
        <div
          id={slidesId}
          css={track(lockMs)}
          style={{ transform: `translateX(-${carousel.index * 100}%)` }}
          aria-live={carousel.rotating ? 'off' : 'polite'}
        >
          {items.map((item, index) => {
            const current = index === carousel.index;
            return (
              // biome-ignore lint/a11y/useSemanticElements: APG slide markup; a slide is no fieldset
              <div
                key={getKey(item)}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${count}`}
                aria-hidden={current ? undefined : true}
                inert={!current}
                css={slideStyle}
              >
                {renderSlide(item, { index, current })}
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 && (
        <div css={controls}>
          <PauseButton
            paused={carousel.paused}
            onToggle={carousel.togglePause}
            label={pauseLabel}
          />
          <div css={navigation}>
            <button
              type="button"
              css={arrowButton}
              aria-label="Previous slide"
              aria-controls={slidesId}
              onClick={carousel.prev}
            >
              <span aria-hidden="true">‹</span>
            </button>
            {items.map((item, index) => (
              <button
                key={getKey(item)}
                type="button"
                css={dotButton}
                aria-label={`Show slide ${index + 1}`}
                aria-current={index === carousel.index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => carousel.goTo(index)}
              >
                <span aria-hidden="true" />
              </button>
            ))}
            <button
              type="button"
              css={arrowButton}
              aria-label="Next slide"
              aria-controls={slidesId}
              onClick={carousel.next}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
