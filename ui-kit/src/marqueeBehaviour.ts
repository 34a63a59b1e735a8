// A marquee's behaviour, with no React (the island loader runs it on the server's HTML,
// shell/src/islands/marquees.ts; a marquee React renders in the browser runs it from an
// effect): it sets the loop's length and speed, shows the pause control and makes it work,
// and holds the strip still for visitors who prefer reduced motion. A marquee that shows a
// random subset of its items picks them when their time comes, and only then shows.
import { randomSubset, withRepeatedHead } from 'shared-content/logic';
import {
  BUTTON_FACE_ATTRIBUTE,
  COPY_ATTRIBUTE,
  LOOP_MS_ATTRIBUTE,
  MARQUEE_ATTRIBUTE,
  MARQUEE_VARS,
  type MarqueeState,
  MOBILE_LOOP_MS_ATTRIBUTE,
  MOBILE_PICK_AFTER_MS_ATTRIBUTE,
  MOBILE_PICK_ATTRIBUTE,
  PAUSE_BUTTON_ATTRIBUTE,
  PAUSED_ATTRIBUTE,
  PICK_AFTER_MS_ATTRIBUTE,
  PICK_ATTRIBUTE,
  POOL_ATTRIBUTE,
  REPEAT_ATTRIBUTE,
} from './marqueeMarkup';
import { queries } from './theme';

const numberOf = (element: Element, attribute: string) =>
  Number(element.getAttribute(attribute) ?? Number.NaN);

const seconds = (ms: number) => `${ms / 1000}s`;

/** Marks an item as a repeat for the loop: hidden from assistive technology, inert. */
function asCopy(item: Element) {
  item.setAttribute(COPY_ATTRIBUTE, '');
  item.setAttribute('aria-hidden', 'true');
  item.setAttribute('inert', '');
}

/**
 * Brings an item that takes focus into the strip's view. The strip holds still while focus
 * is in it, so an item the loop had carried out of sight would be focused where no one
 * sees it (a keyboard visitor tabbing along, WCAG 2.4.7): the paused loop is set to the
 * point where that item starts the strip.
 */
function showFocusedItems(track: HTMLElement, loopShare: number) {
  const viewport = track.parentElement;
  viewport?.addEventListener('focusin', (event) => {
    const item = event.target instanceof Element ? event.target.closest('li') : null;
    const animation = track.getAnimations()[0];
    const duration = Number(animation?.effect?.getComputedTiming().duration);
    if (!item || item.parentElement !== track || !animation || !(duration > 0)) return;
    const seen = viewport.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left >= seen.left && box.right <= seen.right) return;
    const trackBox = track.getBoundingClientRect();
    const loopWidth = trackBox.width * loopShare;
    if (!(loopWidth > 0)) return;
    const share = ((box.left - trackBox.left) / loopWidth) % 1;
    animation.currentTime = share * duration;
  });
}

/**
 * Makes the marquee move: `loopShare` is the share of the track one loop takes, `pace`
 * the share of the served loop's time that it lasts (a picked subset keeps the pace).
 */
function run(root: HTMLElement, track: HTMLElement, loopShare: number, pace: number) {
  track.style.setProperty(MARQUEE_VARS.shift, `calc(-100% * ${loopShare})`);
  track.style.setProperty(
    MARQUEE_VARS.duration,
    seconds(numberOf(track, LOOP_MS_ATTRIBUTE) * pace),
  );
  track.style.setProperty(
    MARQUEE_VARS.mobileDuration,
    seconds(numberOf(track, MOBILE_LOOP_MS_ATTRIBUTE) * pace),
  );
  const button = root.querySelector<HTMLElement>(`[${PAUSE_BUTTON_ATTRIBUTE}]`);
  const pauseRow = button?.parentElement;
  const reducedMotion = window.matchMedia(queries.reducedMotion);
  let pausedByVisitor = false;
  const show = () => {
    const still = reducedMotion.matches;
    const state: MarqueeState = still ? 'still' : 'moving';
    root.setAttribute(MARQUEE_ATTRIBUTE, state);
    if (pauseRow && pauseRow !== root) pauseRow.hidden = still;
    track.setAttribute(PAUSED_ATTRIBUTE, String(still || pausedByVisitor));
    const face = pausedByVisitor ? 'play' : 'pause';
    for (const part of button?.querySelectorAll<HTMLElement>(`[${BUTTON_FACE_ATTRIBUTE}]`) ?? []) {
      part.hidden = part.getAttribute(BUTTON_FACE_ATTRIBUTE) !== face;
    }
  };
  button?.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor;
    show();
  });
  reducedMotion.addEventListener('change', show);
  showFocusedItems(track, loopShare);
  show();
}

/**
 * The items to pick from: the server's pool, its markup parsed only now (with script on,
 * the page's parser kept a `noscript`'s content as text), or those React rendered in the
 * browser as the track's `<template>`'s children.
 */
function servedItems(root: HTMLElement, track: HTMLElement): Element[] {
  const pool = root.querySelector(`[${POOL_ATTRIBUTE}]`);
  if (pool) {
    const parsed = document.createElement('template');
    // `innerHTML`: the markup, whether it was kept as text or (without script) parsed.
    parsed.innerHTML = pool.innerHTML;
    return [...(parsed.content.querySelector('ul')?.children ?? [])];
  }
  const template = track.querySelector('template');
  const served = template?.content.childElementCount ? template.content : template;
  return [...(served?.children ?? [])];
}

/**
 * After its delay, fills the track with a random subset of the items served (`servedItems`),
 * the first of them repeated after the last, and shows it.
 */
function pickThenRun(root: HTMLElement, track: HTMLElement, random: () => number) {
  const mobile = window.matchMedia(queries.mobile).matches;
  const size = numberOf(root, mobile ? MOBILE_PICK_ATTRIBUTE : PICK_ATTRIBUTE);
  const after = numberOf(root, mobile ? MOBILE_PICK_AFTER_MS_ATTRIBUTE : PICK_AFTER_MS_ATTRIBUTE);
  const picking: MarqueeState = 'picking';
  root.setAttribute(MARQUEE_ATTRIBUTE, picking);
  window.setTimeout(
    () => {
      const items = servedItems(root, track);
      const picked = randomSubset(items, size, random);
      const shown = withRepeatedHead(picked, numberOf(track, REPEAT_ATTRIBUTE) || 0).map(
        (item, index) => {
          const copy = item.cloneNode(true) as Element;
          if (index >= picked.length) asCopy(copy);
          return copy;
        },
      );
      track.append(...shown);
      root.hidden = false;
      run(root, track, picked.length / Math.max(1, shown.length), picked.length / items.length);
    },
    Math.max(0, after || 0),
  );
}

const started = new WeakSet<Element>();

/**
 * Starts a marquee as served (`data-marquee="waiting"`); one already started is left as
 * it is. `random` picks a picked marquee's subset (tests pass a seeded one).
 */
export function startMarquee(root: HTMLElement, random: () => number = Math.random) {
  if (started.has(root) || root.getAttribute(MARQUEE_ATTRIBUTE) !== 'waiting') return;
  const track = root.querySelector<HTMLElement>(`[${LOOP_MS_ATTRIBUTE}]`);
  if (!track) return;
  started.add(root);
  if (root.hasAttribute(PICK_ATTRIBUTE)) {
    pickThenRun(root, track, random);
    return;
  }
  const items = track.querySelectorAll(':scope > li').length;
  const copies = track.querySelectorAll(`:scope > [${COPY_ATTRIBUTE}]`).length;
  run(root, track, items > 0 ? (items - copies) / items : 1, 1);
}
