// What marks a moving part in the server's HTML (rotationMarkup.ts has the rest): the
// island loader imports this alone, to load the behaviour only on a page that has one.

/** On a rotation's root: it turns every this many ms (a carousel, a rotating message). */
export const ROTATION_ATTRIBUTE = 'data-rotation';
/**
 * A lazy image's frame: `waiting` (its `<img>` in a `<template>`, requested when it comes
 * into view), `loading`, `loaded` or `error`.
 */
export const IMAGE_STATE_ATTRIBUTE = 'data-image-state';

/** A page with any of these gets the behaviour (`ui-kit/carousels`). */
export const MOVING_PARTS = `[${ROTATION_ATTRIBUTE}], [${IMAGE_STATE_ATTRIBUTE}]`;
