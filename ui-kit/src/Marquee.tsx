import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { withRepeatedHead } from 'shared-content/logic';
import { classes } from './classes';
import { PauseButton } from './controls';
import { setCssVars } from './cssVars';
import { useMounted, usePrefersReducedMotion } from './hooks';
import type { MarqueeItemWidth } from './Marquee.css';
import * as styles from './Marquee.css';

export type { MarqueeItemWidth };

export interface MarqueeProps<T> {
  /**
   * Accessible name: the strip becomes a labelled region. Leave it out where the
   * surrounding section already names the strip.
   */
  label?: string;
  /** What the pause button stops: "partner logos" gives "Pause partner logos". */
  pauseLabel: string;
  /** The items of one loop. */
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** How long one loop takes. */
  durationMs: number;
  /** One loop on narrow screens, where animations are shorter (spec section 9). */
  mobileDurationMs?: number;
  /**
   * How many of the first items are shown again after the last, hidden from assistive
   * technology, so that the loop starts over without a visible jump: all of them by
   * default (a full copy). Repeating fewer needs items of one width (`itemWidth`) and
   * enough of them to fill the widest view.
   */
  repeat?: number;
  /** A fixed width for every item, and a narrower one on mobile (`itemWidthsList`). */
  itemWidth?: MarqueeItemWidth;
  mobileItemWidth?: MarqueeItemWidth;
}

const seconds = (ms: number) => `${ms / 1000}s`;

/**
 * A CSS marquee with a visible pause control (WCAG 2.2.2): the items scroll from right
 * to left in an endless loop. It holds still while hovered or focused, and for
 * visitors who prefer reduced motion it does not move at all: no pause control, no
 * repeated items, the items wrap onto rows instead.
 */
export function Marquee<T>({
  label,
  pauseLabel,
  items,
  getKey,
  renderItem,
  durationMs,
  mobileDurationMs = durationMs,
  repeat = items.length,
  itemWidth,
  mobileItemWidth = itemWidth,
}: MarqueeProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  // It moves only once its pause control works: never in the server's HTML alone.
  const mounted = useMounted();
  const [paused, setPaused] = useState(false);
  const shown = reducedMotion ? [...items] : withRepeatedHead(items, repeat);
  const loopShare = shown.length > 0 ? items.length / shown.length : 1;
  const Frame = label ? 'section' : 'div';
  // The loop's length and speed, from script: the server HTML never moves (no style
  // attribute either; the CSP allows none). Set before the browser paints.
  const trackRef = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    if (!trackRef.current) return;
    setCssVars(trackRef.current, {
      [styles.shift]: `calc(-100% * ${loopShare})`,
      [styles.duration]: seconds(durationMs),
      [styles.mobileDuration]: seconds(mobileDurationMs),
    });
  });

  return (
    <div>
      {!reducedMotion && (
        <div className={classes(styles.pauseRow, !mounted && styles.waitingForScript)}>
          <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={pauseLabel} />
        </div>
      )}
      <Frame aria-label={label} className={styles.viewport}>
        <ul
          ref={trackRef}
          className={classes(
            styles.track,
            reducedMotion && styles.stillTrack,
            !mounted && styles.notYetMoving,
          )}
          data-paused={paused || reducedMotion ? 'true' : 'false'}
        >
          {shown.map((item, index) => {
            const repeated = index >= items.length;
            return (
              <li
                key={`${getKey(item)}-${repeated ? 'repeat' : 'first'}`}
                className={classes(
                  styles.item,
                  itemWidth && styles.itemWidths[itemWidth],
                  mobileItemWidth && styles.mobileItemWidths[mobileItemWidth],
                )}
                aria-hidden={repeated || undefined}
                inert={repeated || undefined}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </Frame>
    </div>
  );
}
