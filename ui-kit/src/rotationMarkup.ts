// What the server HTML of every moving part (ui-kit's Carousel and rotation helpers,
// LazyImage) and the island loader's behaviour (behaviour/carousels.ts, lazyImages.ts)
// agree on. No React here: the behaviour runs in the loader's chunk.

// The two that mark a moving part are in movingParts.ts (the loader imports that alone).
export { IMAGE_STATE_ATTRIBUTE, ROTATION_ATTRIBUTE } from './movingParts';

/** Its name, for another rotation that follows its Pause (`FOLLOWS_ATTRIBUTE`). */
export const ROTATION_NAME_ATTRIBUTE = 'data-rotation-name';
/** Manual navigation is blocked this long after a change of slide (the transition's length). */
export const LOCK_MS_ATTRIBUTE = 'data-lock-ms';
/** Manual navigation stops auto-play until this long after the last one. */
export const RESUME_MS_ATTRIBUTE = 'data-resume-ms';
/** It stands still until the visitor plays it. */
export const START_PAUSED_ATTRIBUTE = 'data-start-paused';
/** It stands still while the rotation of this name is paused (one Pause holds both). */
export const FOLLOWS_ATTRIBUTE = 'data-follows';
/** Its items are shuffled once the page has loaded (the server's order shows first). */
export const SHUFFLE_ATTRIBUTE = 'data-shuffle';
/** Set by the behaviour once it runs: the controls show only then (they need script). */
export const READY_ATTRIBUTE = 'data-rotation-ready';

/** One of its items (a slide, a message); those not on show carry `aria-hidden="true"`. */
export const ITEM_ATTRIBUTE = 'data-rotation-item';
/** The carousel's track: moved by `SHIFT_VAR`, its `aria-live` set by whether it rotates. */
export const TRACK_ATTRIBUTE = 'data-rotation-track';
/** A control: `toggle` (Pause/Play), `previous`, `next`, or a slide's index (a dot). */
export const CONTROL_ATTRIBUTE = 'data-rotation-control';
/** The toggle's accessible names while it rotates and while it is paused. */
export const PAUSE_LABEL_ATTRIBUTE = 'data-pause-label';
export const PLAY_LABEL_ATTRIBUTE = 'data-play-label';
/** Inside the toggle: the content shown `playing` or `paused` (the other is `hidden`). */
export const WHEN_ATTRIBUTE = 'data-when';

/** The track's shift (`-200%` shows the third slide) and its transition, set from script. */
export const SHIFT_VAR = '--rotation-shift';
export const TRANSITION_MS_VAR = '--rotation-transition-ms';

/** A part of a lazy image's frame: its `placeholder`, or the text saying it is `unavailable`. */
export const IMAGE_PART_ATTRIBUTE = 'data-image-part';
/** On a narrow screen it is requested at once. */
export const EAGER_ON_MOBILE_ATTRIBUTE = 'data-eager-on-mobile';
/** On a narrow screen it is not requested before this many ms after the page's start. */
export const MOBILE_DELAY_MS_ATTRIBUTE = 'data-mobile-delay-ms';
