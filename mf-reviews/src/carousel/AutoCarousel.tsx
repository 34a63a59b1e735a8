import { css } from '@emotion/react';
import { type FocusEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { media, theme } from 'shared-content';
import { VisuallyHidden } from 'shared-content/ui';
import type { Autoplay } from './useAutoplay';

export interface AutoCarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  /** What the slides are, for the control names: "story" gives "Next story". */
  slideNoun: string;
  /** What the Pause/Resume toggle pauses: "featured stories". */
  pauseNoun: string;
  autoplay: Autoplay;
  count: number;
  renderSlide: (index: number) => ReactNode;
  /** Slide-picker dots: how many (the first N slides); none when 0. */
  dots?: number;
}

const controls = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  marginBottom: theme.space.sm,
});

const controlButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: 44,
  minWidth: 44,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radii.md,
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontWeight: 600,
  fontSize: theme.fontSizes.md,
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  // Three controls on one row at 375 px.
  [media.mobile]: { padding: `${theme.space.xs} ${theme.space.sm}` },
});

const stack = css({ display: 'grid', '& > *': { gridArea: '1 / 1', minWidth: 0 } });
const sizer = css({ visibility: 'hidden' });
/** The slide stretches to the reserved height. */
const fill = css({ display: 'grid', minWidth: 0 });

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
  width: 28,
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
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
});

const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
};

/**
 * A carousel after the W3C APG pattern, driven by `useAutoplay`: a labelled region with
 * `aria-roledescription="carousel"`, the Pause/Resume toggle first, previous and next
 * buttons, the current slide as a group labelled "N of M" with
 * `aria-roledescription="slide"`, in a live region that is polite only while the
 * carousel is not rotating by itself. The slides hold still while the mouse is over the
 * carousel or keyboard focus is inside it.
 */
export function AutoCarousel({
  label,
  slideNoun,
  pauseNoun,
  autoplay,
  count,
  renderSlide,
  dots = 0,
}: AutoCarouselProps) {
  const slidesId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { hold } = autoplay;
  useEffect(() => hold(hovered || focused), [hold, hovered, focused]);

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setFocused(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  if (count === 0) return null;
  const index = autoplay.index % count;
  const dotCount = Math.min(dots, count);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {count > 1 && (
        <div css={controls}>
          <button type="button" css={controlButton} onClick={autoplay.togglePause}>
            <span aria-hidden="true">{autoplay.paused ? '▶' : '❚❚'}</span>
            {autoplay.paused ? 'Resume' : 'Pause'}
            <VisuallyHidden> {pauseNoun}</VisuallyHidden>
          </button>
          <button
            type="button"
            css={controlButton}
            aria-controls={slidesId}
            onClick={autoplay.previous}
          >
            <span aria-hidden="true">‹</span> Previous
            <VisuallyHidden> {slideNoun}</VisuallyHidden>
          </button>
          <button
            type="button"
            css={controlButton}
            aria-controls={slidesId}
            onClick={autoplay.next}
          >
            Next<VisuallyHidden> {slideNoun}</VisuallyHidden> <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div css={stack}>
        {/* Invisible copies of every slide reserve the tallest one's height, so the page
            below does not jump as slides change. */}
        {Array.from({ length: count }, (_, slide) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one sizer per slide position
          <div key={slide} aria-hidden="true" inert css={sizer}>
            {renderSlide(slide)}
          </div>
        ))}
        <div id={slidesId} aria-live={autoplay.rotating ? 'off' : 'polite'} css={fill}>
          {/* biome-ignore lint/a11y/useSemanticElements: APG slide markup is a group, not a form fieldset */}
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            css={fill}
          >
            {renderSlide(index)}
          </div>
        </div>
      </div>
      {dotCount > 1 && (
        <ul css={dotList}>
          {Array.from({ length: dotCount }, (_, dot) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            <li key={dot}>
              <button
                type="button"
                css={dotButton}
                aria-label={`Show ${slideNoun} ${dot + 1} of ${dotCount}`}
                aria-current={index % dotCount === dot ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => autoplay.goTo(dot)}
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
