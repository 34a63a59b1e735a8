import { css, keyframes } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { withRepeatedHead } from 'shared-content/logic';
import { PauseButton } from './controls';
import { useMounted, usePrefersReducedMotion } from './hooks';
import { media, theme } from './theme';

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
  /** A fixed width for every item (a CSS length), and a narrower one on mobile. */
  itemWidth?: string;
  mobileItemWidth?: string;
}

// The track moves left by exactly one loop: the share of its width that the loop takes.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(var(--marquee-shift))' },
});

// Overflow hidden: the track is far wider than the page, which never scrolls sideways.
const viewport = css({
  overflow: 'hidden',
  maxWidth: '100%',
  minWidth: 0,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  padding: `${theme.space.sm} 0`,
  // The strip holds still while the visitor points at it or moves focus into it.
  '&:hover > ul, &:focus-within > ul': { animationPlayState: 'paused' },
});

const track = css({
  display: 'flex',
  alignItems: 'center',
  width: 'max-content',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  animation: `${scroll} var(--marquee-duration) linear infinite`,
  [media.reducedMotion]: { animation: 'none' },
});

/** Under reduced motion nothing moves: every item is shown, wrapped onto rows. */
const stillTrack = css({
  width: 'auto',
  flexWrap: 'wrap',
  rowGap: theme.space.sm,
  animation: 'none',
});

// Spacing sits inside each item (no `gap`), so a full copy is exactly half the track.
const itemStyle = css({ flex: '0 0 auto', minWidth: 0, padding: `0 ${theme.space.xs}` });

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

  return (
    <div>
      {!reducedMotion && (
        <div css={{ marginBottom: theme.space.sm }}>
          <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={pauseLabel} />
        </div>
      )}
      <Frame aria-label={label} css={viewport}>
        <ul
          css={[
            track,
            {
              '--marquee-shift': `calc(-100% * ${loopShare})`,
              '--marquee-duration': seconds(durationMs),
              [media.mobile]: { '--marquee-duration': seconds(mobileDurationMs) },
            },
            reducedMotion && stillTrack,
            !mounted && { animation: 'none' },
          ]}
          style={paused ? { animationPlayState: 'paused' } : undefined}
          data-paused={paused || reducedMotion ? 'true' : 'false'}
        >
          {shown.map((item, index) => {
            const repeated = index >= items.length;
            return (
              <li
                key={`${getKey(item)}-${repeated ? 'repeat' : 'first'}`}
                css={[
                  itemStyle,
                  itemWidth && {
                    flexBasis: itemWidth,
                    width: itemWidth,
                    [media.mobile]: { flexBasis: mobileItemWidth, width: mobileItemWidth },
                  },
                ]}
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
