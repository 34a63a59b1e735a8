import { type ReactNode, useEffect, useRef, useSyncExternalStore } from 'react';
import { useSiteText } from 'shared-content';
import { withRepeatedHead } from 'shared-content/logic';
import { classes } from './classes';
import { Button } from './controls';
import type { MarqueeItemWidth } from './Marquee.css';
import * as styles from './Marquee.css';
import * as markup from './marqueeMarkup';
import { VisuallyHidden } from './VisuallyHidden';

export type { MarqueeItemWidth };

/** A random subset of the items, shown after a delay (fewer, later, on narrow screens). */
export interface MarqueePick {
  size: number;
  mobileSize: number;
  afterMs: number;
  mobileAfterMs: number;
}

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
  /** How long one loop of `items` takes (a picked subset keeps the pace). */
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
  /**
   * Shows a random subset of the items once its time comes, and nothing before (nor
   * without script): the server sends the items once, as markup the browser keeps as text
   * until then (`POOL_ATTRIBUTE`).
   */
  pick?: MarqueePick;
}

/** One face of the pause button ("❚❚ Pause", named "Pause partner logos"). */
function ButtonFace({
  face,
  word,
  label,
}: {
  face: 'pause' | 'play';
  word: string;
  label: string;
}) {
  return (
    <span {...{ [markup.BUTTON_FACE_ATTRIBUTE]: face }} hidden={face === 'play' || undefined}>
      <span aria-hidden="true">{face === 'pause' ? '❚❚' : '▶'}</span> {word}
      <VisuallyHidden> {label}</VisuallyHidden>
    </span>
  );
}

const noSubscription = () => () => {};

/**
 * Whether this render is the server's (or a hydration of its HTML, which must match it)
 * rather than React's own in the browser.
 */
const useServerHtml = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * A CSS marquee with a visible pause control (WCAG 2.2.2): the items scroll from right
 * to left in an endless loop. It holds still while hovered or focused, and for visitors
 * who prefer reduced motion it does not move at all: no pause control, no repeated items,
 * the items wrap onto rows instead. The server's HTML never moves: it moves once its
 * pause control works, which is the behaviour's (`marqueeBehaviour.ts`), run by the island
 * loader on a page's markup, so a page whose marquees are its only moving parts loads no
 * React; a marquee React renders in the browser (in an island) starts it from an effect.
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
  pick,
}: MarqueeProps<T>) {
  const { ui } = useSiteText();
  const rootRef = useRef<HTMLDivElement>(null);
  const serverHtml = useServerHtml();
  // Rendered by React in the browser (a page the browser renders whole, an island's part
  // React made anew): the same behaviour, loaded only then. A served one inside an island
  // the loader has started already, before the island hydrated.
  useEffect(() => {
    const root = rootRef.current;
    if (root?.getAttribute(markup.MARQUEE_ATTRIBUTE) !== 'waiting') return;
    void import('./marqueeBehaviour').then(({ startMarquee }) => startMarquee(root));
  }, []);
  const Frame = label ? 'section' : 'div';
  const itemClass = classes(
    styles.item,
    itemWidth && styles.itemWidths[itemWidth],
    mobileItemWidth && styles.mobileItemWidths[mobileItemWidth],
  );
  const renderLi = (item: T, copy: boolean) => (
    <li
      key={`${getKey(item)}-${copy ? 'repeat' : 'first'}`}
      className={itemClass}
      {...(copy && { [markup.COPY_ATTRIBUTE]: '', 'aria-hidden': true, inert: true })}
    >
      {renderItem(item)}
    </li>
  );
  const pickAttributes = pick && {
    [markup.PICK_ATTRIBUTE]: pick.size,
    [markup.MOBILE_PICK_ATTRIBUTE]: pick.mobileSize,
    [markup.PICK_AFTER_MS_ATTRIBUTE]: pick.afterMs,
    [markup.MOBILE_PICK_AFTER_MS_ATTRIBUTE]: pick.mobileAfterMs,
  };

  return (
    <div
      ref={rootRef}
      className={styles.marquee}
      {...{ [markup.MARQUEE_ATTRIBUTE]: 'waiting' satisfies markup.MarqueeState }}
      {...pickAttributes}
      hidden={pick ? true : undefined}
    >
      <div className={styles.pauseRow}>
        <Button variant="secondary" {...{ [markup.PAUSE_BUTTON_ATTRIBUTE]: '' }}>
          <ButtonFace face="pause" word={ui.pause} label={pauseLabel} />
          <ButtonFace face="play" word={ui.play} label={pauseLabel} />
        </Button>
      </div>
      <Frame aria-label={label} className={styles.viewport}>
        <ul
          className={styles.track}
          {...{
            [markup.LOOP_MS_ATTRIBUTE]: durationMs,
            [markup.MOBILE_LOOP_MS_ATTRIBUTE]: mobileDurationMs,
            [markup.PAUSED_ATTRIBUTE]: 'false',
          }}
          {...(pick && { [markup.REPEAT_ATTRIBUTE]: repeat })}
        >
          {pick
            ? !serverHtml && <template>{items.map((item) => renderLi(item, false))}</template>
            : withRepeatedHead(items, repeat).map((item, index) =>
                renderLi(item, index >= items.length),
              )}
        </ul>
      </Frame>
      {pick && serverHtml && (
        // With script on, the browser's parser keeps a `noscript`'s content as text: the
        // pool costs no elements until the behaviour picks from it (a `<template>`'s would
        // all be parsed at load). Without script it is parsed, inside this hidden marquee.
        <noscript {...{ [markup.POOL_ATTRIBUTE]: '' }}>
          <ul>{items.map((item) => renderLi(item, false))}</ul>
        </noscript>
      )}
    </div>
  );
}
