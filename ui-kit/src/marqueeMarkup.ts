// What a marquee's server HTML (Marquee.tsx) and its behaviour (marqueeBehaviour.ts, run by
// the island loader) agree on. Nothing here imports React or styles (the loader runs the behaviour).

// The marquee's outer element (a module of its own: the loader looks for it on every page,
// the rest is loaded with the behaviour).
export { MARQUEE_ATTRIBUTE, MARQUEE_SELECTOR } from './marqueeSelector';
/**
 * `waiting`: as served, still, its pause control kept in place but neither seen nor
 * announced; `picking`: a marquee of a random subset (`PICK_ATTRIBUTE`), hidden until its
 * time comes; `moving`: its pause control works (it moves unless paused); `still`: the
 * visitor prefers reduced motion, every item shown once, wrapped, and no pause control.
 */
export type MarqueeState = 'waiting' | 'picking' | 'moving' | 'still';

/** On the track (the list): `true` while the visitor has paused it or prefers reduced motion. */
export const PAUSED_ATTRIBUTE = 'data-paused';
/** The pause button, and each of its two faces (`pause`, `play`): the one not in use is `hidden`. */
export const PAUSE_BUTTON_ATTRIBUTE = 'data-marquee-pause';
export const BUTTON_FACE_ATTRIBUTE = 'data-face';
/** An item repeated after the last for the loop: hidden from assistive technology, inert. */
export const COPY_ATTRIBUTE = 'data-copy';

/** On the track: one loop's length in ms, on wide and on narrow screens. */
export const LOOP_MS_ATTRIBUTE = 'data-loop-ms';
export const MOBILE_LOOP_MS_ATTRIBUTE = 'data-mobile-loop-ms';
/** On the track: how many of the first items the loop repeats at its end (a picked marquee). */
export const REPEAT_ATTRIBUTE = 'data-repeat';

/**
 * On the outer element of a marquee that shows a random subset of its items: how many,
 * on wide and on narrow screens, and after how long. The marquee is `hidden` until the
 * behaviour has picked. Its items are served once, in the `<noscript>` that `POOL_ATTRIBUTE`
 * marks (in a `<template>` inside the track where React renders it in the browser).
 */
export const PICK_ATTRIBUTE = 'data-pick';
export const MOBILE_PICK_ATTRIBUTE = 'data-mobile-pick';
export const PICK_AFTER_MS_ATTRIBUTE = 'data-pick-after-ms';
export const MOBILE_PICK_AFTER_MS_ATTRIBUTE = 'data-mobile-pick-after-ms';
/** The server's pool of a picked marquee's items: a `<noscript>` holding them in a `<ul>`. */
export const POOL_ATTRIBUTE = 'data-marquee-pool';

/** The custom properties the behaviour sets on the track (how far a loop moves, how long it takes). */
export const MARQUEE_VARS = {
  shift: '--marquee-shift',
  duration: '--marquee-duration',
  mobileDuration: '--marquee-mobile-duration',
} as const;
