// Lazy images (ui-kit's LazyImage) with no React: a waiting image's `<img>`, kept in a
// `<template>` by the server, goes into its frame once 10% of the frame is in view (a
// slide the carousel has not shown yet is not), and its frame says how loading went:
// `loaded` (the placeholder goes), or `error` ("Image unavailable" shows instead). On a
// narrow screen some load once the page has loaded (before they are seen; not sooner, so
// that they leave the network to the first, eager image) and the later ones not before a
// delay (spec section 9).

import {
  EAGER_ON_MOBILE_ATTRIBUTE,
  IMAGE_PART_ATTRIBUTE,
  IMAGE_STATE_ATTRIBUTE,
  MOBILE_DELAY_MS_ATTRIBUTE,
} from '../rotationMarkup';
import { queries } from '../theme';
import { limits } from '../timing';

const part = (frame: Element, name: 'placeholder' | 'unavailable') =>
  frame.querySelector(`:scope > [${IMAGE_PART_ATTRIBUTE}="${name}"]`);

function settle(frame: Element, image: HTMLImageElement, ok: boolean) {
  const state = frame.getAttribute(IMAGE_STATE_ATTRIBUTE);
  if (state === 'loaded' || state === 'error') return;
  frame.setAttribute(IMAGE_STATE_ATTRIBUTE, ok ? 'loaded' : 'error');
  part(frame, 'placeholder')?.remove();
  if (ok) return;
  image.remove();
  part(frame, 'unavailable')?.removeAttribute('hidden');
}

/** Follows an image in its frame to `loaded` or `error`. */
function follow(frame: Element, image: HTMLImageElement) {
  if (image.complete && image.naturalWidth > 0) {
    settle(frame, image, true);
    return;
  }
  image.addEventListener('load', () => settle(frame, image, true), { once: true });
  image.addEventListener('error', () => settle(frame, image, false), { once: true });
  // One that finished before the script came (the eager image): decoding it tells how.
  if (image.complete && typeof image.decode === 'function') {
    image.decode().then(
      () => settle(frame, image, true),
      () => settle(frame, image, false),
    );
  }
}

/** Puts the waiting image in its frame: the browser requests it now. */
function request(frame: Element) {
  const template = frame.querySelector(':scope > template');
  if (!(template instanceof HTMLTemplateElement)) return;
  const image = template.content.firstElementChild;
  if (!(image instanceof HTMLImageElement)) return;
  // The placeholder no longer stands for the picture: the image does.
  const placeholder = part(frame, 'placeholder');
  placeholder?.removeAttribute('role');
  placeholder?.removeAttribute('aria-label');
  placeholder?.setAttribute('aria-hidden', 'true');
  template.replaceWith(image);
  frame.setAttribute(IMAGE_STATE_ATTRIBUTE, 'loading');
  follow(frame, image);
}

/** Calls `seen` once 10% of `frame` is in view (at once where that cannot be told). */
function whenSeen(frame: Element, seen: () => void) {
  if (typeof IntersectionObserver === 'undefined') {
    seen();
    return;
  }
  const threshold = limits.lazyImageVisibility;
  const observer = new IntersectionObserver(
    (entries) => {
      if (
        !entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= threshold - 0.001,
        )
      )
        return;
      observer.disconnect();
      seen();
    },
    { threshold },
  );
  observer.observe(frame);
}

/**
 * Calls `loaded` once the page has loaded: its eager image, the largest paint, has come
 * without sharing the network with images that are not on show yet.
 */
function whenPageLoaded(loaded: () => void) {
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
}

function waitFor(frame: Element, mobile: boolean) {
  const delayMs = mobile ? Number(frame.getAttribute(MOBILE_DELAY_MS_ATTRIBUTE)) || 0 : 0;
  let delayOver = delayMs <= 0;
  let wanted = false;
  const requestWhenDue = () => {
    if (delayOver && wanted) request(frame);
  };
  const want = () => {
    wanted = true;
    requestWhenDue();
  };
  if (!delayOver) {
    setTimeout(() => {
      delayOver = true;
      requestWhenDue();
    }, delayMs);
  }
  if (mobile && frame.hasAttribute(EAGER_ON_MOBILE_ATTRIBUTE)) whenPageLoaded(want);
  whenSeen(frame, want);
}

/** Starts the page's lazy images (the island loader, once per page). */
export function loadLazyImages(root: ParentNode = document) {
  const mobile = window.matchMedia(queries.mobile).matches;
  for (const frame of root.querySelectorAll(`[${IMAGE_STATE_ATTRIBUTE}]`)) {
    if (frame.closest('site-island')) continue;
    const state = frame.getAttribute(IMAGE_STATE_ATTRIBUTE);
    const image = frame.querySelector(':scope > img');
    if (state === 'waiting') waitFor(frame, mobile);
    else if (state === 'loading' && image instanceof HTMLImageElement) follow(frame, image);
  }
}
