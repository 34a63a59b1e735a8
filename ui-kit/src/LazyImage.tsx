import { useSiteText } from 'shared-content';
import { classes } from './classes';
import * as styles from './LazyImage.css';
import {
  EAGER_ON_MOBILE_ATTRIBUTE,
  IMAGE_PART_ATTRIBUTE,
  IMAGE_STATE_ATTRIBUTE,
  MOBILE_DELAY_MS_ATTRIBUTE,
} from './rotationMarkup';
import { VisuallyHidden } from './VisuallyHidden';

export interface LazyImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the space (no layout shift) and sets the aspect ratio. */
  width: number;
  height: number;
  /** Request at once (the first, visible image) instead of when it becomes visible. */
  eager?: boolean;
  /** On a narrow screen, request it at once too. */
  eagerOnMobile?: boolean;
  /** On a narrow screen, not before this many ms after the page's start. */
  delayOnMobileMs?: number;
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
 * An image that loads when 10% of it becomes visible (or at once with `eager`), showing
 * a placeholder until it has loaded, and the text "Image unavailable" if it fails. Its
 * box keeps the image's aspect ratio throughout. Server HTML: the island loader requests
 * it and follows its loading (ui-kit/src/behaviour/lazyImages.ts), with no React.
 */
export function LazyImage({
  src,
  alt,
  width,
  height,
  eager = false,
  eagerOnMobile = false,
  delayOnMobileMs,
  className,
}: LazyImageProps) {
  const { ui } = useSiteText();
  const state: LazyImageState = eager ? 'loading' : 'waiting';
  const image = { src, width, height, decoding: 'async' } as const;
  // Until it is requested there is no `<img>` at all (one without `src` is invalid HTML,
  // and a visitor without script never gets further): the placeholder stands for the
  // picture, named by its text alternative.
  return (
    <span
      className={classes(styles.frame, className)}
      {...{
        [IMAGE_STATE_ATTRIBUTE]: state,
        [EAGER_ON_MOBILE_ATTRIBUTE]: !eager && eagerOnMobile ? '' : undefined,
        [MOBILE_DELAY_MS_ATTRIBUTE]: delayOnMobileMs ? String(delayOnMobileMs) : undefined,
      }}
    >
      <svg aria-hidden="true" viewBox={`0 0 ${width} ${height}`} className={styles.sizer} />
      <span
        className={styles.placeholder}
        data-testid="image-placeholder"
        {...{ [IMAGE_PART_ATTRIBUTE]: 'placeholder' }}
        {...(eager ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
      >
        <PictureGlyph />
      </span>
      {eager ? (
        <img
          {...image}
          alt={alt}
          fetchPriority="high"
          // It shows as soon as it paints (over its placeholder), without waiting for
          // the page's script: it is what the visitor sees first.
          className={styles.imageStyles.shown}
        />
      ) : (
        // Inert until the loader puts it in the frame: nothing is requested before. Low
        // priority, also so that React's server rendering writes no preload for it (it
        // does for every other `<img>`, even in a `<template>`).
        <template>
          <img {...image} alt={alt} fetchPriority="low" className={styles.imageStyles.hidden} />
        </template>
      )}
      <span className={styles.unavailable} hidden {...{ [IMAGE_PART_ATTRIBUTE]: 'unavailable' }}>
        <span>{ui.imageUnavailable}</span>
        <VisuallyHidden>{`: ${alt}`}</VisuallyHidden>
      </span>
    </span>
  );
}
