import { css, keyframes } from '@emotion/react';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { media, theme } from 'shared-content';
import { PauseButton, usePrefersReducedMotion } from 'shared-content/ui';

export interface MarqueeProps<T> {
  /** Accessible name of the strip. */
  label: string;
  /** What the pause button names: "Pause partner logos". */
  pauseLabel: string;
  /**
   * The track: `loopCount` items followed by the first few of them again, so that
   * scrolling by exactly `loopCount` items starts over without a visible jump.
   */
  items: readonly T[];
  loopCount: number;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(calc(-1 * var(--loop-count) * var(--item-width)))' },
});

const viewport = css({
  overflow: 'hidden',
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  padding: `${theme.space.sm} 0`,
  // The strip stops while the visitor points at it or moves focus into it.
  '&:hover ul, &:focus-within ul': { animationPlayState: 'paused' },
});

const track = css({
  '--item-width': '15rem',
  display: 'flex',
  width: 'max-content',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  animation: `${scroll} var(--duration) linear infinite`,
  [media.mobile]: { '--item-width': '12.5rem' },
});

/** Under reduced motion nothing moves: the strip becomes a list the visitor scrolls. */
const stillTrack = css({
  animation: 'none',
  '& > [data-repeat]': { display: 'none' },
});

const itemStyle = css({
  flex: '0 0 var(--item-width)',
  width: 'var(--item-width)',
  padding: `0 ${theme.space.sm}`,
  minWidth: 0,
});

/** Seconds per item: narrow screens get shorter animations (spec section 9). */
const secondsPerItem = { desktop: 3, mobile: 2.5 };

/**
 * A CSS marquee with a visible pause control (WCAG 2.2.2). It holds still on hover and
 * focus, and for visitors who prefer reduced motion it does not move at all.
 */
export function Marquee<T>({
  label,
  pauseLabel,
  items,
  loopCount,
  getKey,
  renderItem,
}: MarqueeProps<T>) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const style = {
    '--loop-count': loopCount,
    animationPlayState: paused ? 'paused' : undefined,
  } as CSSProperties;

  return (
    <div>
      {!reducedMotion && (
        <div css={{ marginBottom: theme.space.sm }}>
          <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={pauseLabel} />
        </div>
      )}
      {/* Scrollable under reduced motion, so it takes focus then (keyboard scrolling). */}
      <section
        aria-label={label}
        css={[viewport, reducedMotion && { overflowX: 'auto' }]}
        tabIndex={reducedMotion ? 0 : undefined}
      >
        <ul
          css={[
            track,
            {
              '--duration': `${loopCount * secondsPerItem.desktop}s`,
              [media.mobile]: { '--duration': `${loopCount * secondsPerItem.mobile}s` },
            },
            reducedMotion && stillTrack,
          ]}
          style={style}
          data-paused={paused || reducedMotion ? 'true' : 'false'}
        >
          {items.map((item, index) => {
            const repeat = index >= loopCount;
            return (
              <li
                key={`${getKey(item)}-${repeat ? 'repeat' : 'first'}`}
                css={itemStyle}
                aria-hidden={repeat || undefined}
                data-repeat={repeat || undefined}
              >
                {renderItem(item)}
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
