import { useEffect, useRef, useState } from 'react';
import { useSiteText } from 'shared-content';
import { classes } from './classes';
import * as styles from './LazyImage.css';
import { limits } from './timing';
import { VisuallyHidden } from './VisuallyHidden';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space (no layout shift) and sets the aspect ratio. */
  width: number;
  height: number;
  /** Request at once (the first, visible image) instead of when it becomes visible. */
  eager?: boolean;
  /** Do not request before this many ms after mounting (narrow screens defer later images). */
  delayMs?: number;
  /** Share of the image that must be visible to start loading (spec: 10%). */
  threshold?: number;
  className?: string;
}

/** What a visitor sees: a placeholder, then the image, or "Image unavailable". */
export type LazyImageState = 'waiting' | 'loading' | 'loaded' | 'error';

const PictureGlyph = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 48 48"
    width="48"
    height="48"
    fill="none"
    stroke="currentColor"
    strokeWidth="3"
  >
    <rect x="5" y="9" width="38" height="30" rx="4" />
    <circle cx="17" cy="19" r="4" />
    <path d="M7 35l11-11 8 8 6-6 10 10" />
  </svg>
);

/**
 * An image that loads when 10% of it becomes visible (or at once with `eager`),
 * showing a placeholder until it has loaded, and the text "Image unavailable" if
 * it fails. Its box keeps the image's aspect ratio throughout.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  eager = false,
  delayMs = 0,
  threshold = limits.lazyImageVisibility,
  className,
}: LazyImageProps) {
  const { ui } = useSiteText();
  const frameRef = useRef<HTMLSpanElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(false);
  const [delayOver, setDelayOver] = useState(delayMs <= 0);
  // The outcome is kept with its source, so a new `src` starts over.
  const [outcome, setOutcome] = useState<{ src: string; ok: boolean } | null>(null);

  useEffect(() => {
    if (delayMs <= 0) {
      setDelayOver(true);
      return;
    }
    const id = window.setTimeout(() => setDelayOver(true), delayMs);
    return () => window.clearTimeout(id);
  }, [delayMs]);

  useEffect(() => {
    if (eager || visible) return;
    const element = frameRef.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const seen = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001,
        );
        if (seen) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [eager, visible, threshold]);

  const requested = delayOver && (eager || visible);
  const settled = outcome?.src === src ? outcome : null;
  const state: LazyImageState = settled
    ? settled.ok
      ? 'loaded'
      : 'error'
    : requested
      ? 'loading'
      : 'waiting';

  // An image served from the cache may have finished before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (state === 'loading' && image?.complete && image.naturalWidth > 0) {
      setOutcome({ src, ok: true });
    }
  }, [state, src]);

  // Until it is requested there is no `<img>` at all (one without `src` is invalid HTML,
  // and a visitor without script never gets further): the placeholder stands for the
  // picture, named by its text alternative.
  const waiting = state === 'waiting';
  return (
    <span ref={frameRef} className={classes(styles.frame, className)} data-image-state={state}>
      <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className={styles.sizer} />
      {state === 'error' ? (
        <span className={styles.unavailable}>
          <span>{ui.imageUnavailable}</span>
          <VisuallyHidden>{`: ${alt}`}</VisuallyHidden>
        </span>
      ) : (
        <>
          {waiting ? (
            <span
              className={styles.placeholder}
              role="img"
              aria-label={alt}
              data-testid="image-placeholder"
            >
              <PictureGlyph />
            </span>
          ) : (
            state !== 'loaded' && (
              <span
                className={styles.placeholder}
                aria-hidden="true"
                data-testid="image-placeholder"
              >
                <PictureGlyph />
              </span>
            )
          )}
          {!waiting && (
            <img
              ref={imageRef}
              src={src}
              alt={alt}
              width={width}
              height={height}
              decoding="async"
              fetchPriority={eager ? 'high' : undefined}
              onLoad={() => setOutcome({ src, ok: true })}
              onError={() => setOutcome({ src, ok: false })}
              // An eager image shows as soon as it paints (over its placeholder), without
              // waiting for the page's script: it is what the visitor sees first.
              className={styles.imageStyles[eager || state === 'loaded' ? 'shown' : 'hidden']}
            />
          )}
        </>
      )}
    </span>
  );
}
