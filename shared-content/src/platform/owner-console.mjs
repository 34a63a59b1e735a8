// The owner's console (owner/) as both its own process and the public site that forwards
// /owner to it see it: which paths are the console's, the largest body it reads, and the
// headers every answer under /owner carries, whoever makes it (the console, or the site's
// own 400, 404, 413 or 502 there). Plain JavaScript, so that the production server (which
// loads no TypeScript) reads the very same values.

export const OWNER_PREFIX = '/owner';

/**
 * `/owner` or a path under it (not `/owners`), for a path already decoded and checked.
 * @param {string} path
 */
export const isOwnerPath = (path) => path === OWNER_PREFIX || path.startsWith(`${OWNER_PREFIX}/`);

/** The largest request body the console reads (forms and passkey answers are a few KB). */
export const OWNER_BODY_LIMIT = 32 * 1024;

/**
 * The console's CSP, as strict as the site's: scripts and styles from this origin only,
 * no inline code, never in a frame. (@fastify/helmet's directive names.)
 */
export const consoleContentSecurityPolicy = {
  defaultSrc: ["'none'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'"],
  connectSrc: ["'self'"],
  formAction: ["'self'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
};

/** The CSP header's value, spelled as helmet spells it. */
const cspText = Object.entries(consoleContentSecurityPolicy)
  .map(
    ([name, values]) =>
      `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`,
  )
  .join(';');

/** Headers of every answer under /owner: never stored, never indexed, never framed. */
export const consoleHeaders = Object.freeze({
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Content-Security-Policy': cspText,
  'X-Frame-Options': 'DENY',
  // same-origin, not no-referrer: with no-referrer a browser sends "Origin: null" on a form POST.
  'Referrer-Policy': 'same-origin',
});
