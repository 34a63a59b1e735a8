// The only script every page runs (a few KiB, no React, no federation runtime): it
// registers the islands' element (`site-island`, ui-kit's `defineIsland`), so that each
// island, whenever it enters the page, wakes when its marker says (wakes.ts: at once, when
// idle, in view, at the first pointer, key or focus inside it, or when a media query
// matches), and only then loads the shell's federated entry, which hydrates the woken
// islands. A page without islands loads nothing more. It keeps the page's live statuses
// (open now) and the owner's alerts current as their time comes (liveStatus.ts,
// siteAlerts.ts) and turns the header's word
// (rotatingWords.ts). It also records uncaught errors from the start and
// loads the anonymous reporter once the page is idle.
import { withoutLocale } from 'shared-content/locale';
import { redirectTarget } from 'shared-content/redirects';
import { MARQUEE_SELECTOR } from 'ui-kit/marquee-markup';
import { MOVING_PARTS } from 'ui-kit/moving-parts';
import { showLanguageNotice } from '../chrome/languageNoticeScript';
import { listenForErrors } from '../observe/events';
import { keepStatusesCurrent } from './liveStatus';
import { type IslandState, SETTLED_EVENT, setState, stateOf, WAKE_EVENT } from './protocol';
import { keepWordsTurning } from './rotatingWords';
import { keepAlertsCurrent } from './siteAlerts';
import {
  defineIslandElement,
  ISLAND_ELEMENT,
  idle,
  islandWakes,
  nearViewportWatcher,
  wakeOf,
} from './wakes';

const ISLANDS = `${ISLAND_ELEMENT}[data-wake]`;
const script = document.currentScript;
/** The federated entry's scripts, in order (the build writes them on this script's tag). */
const hydratorScripts = (script?.getAttribute('data-hydrator') ?? '').split(' ').filter(Boolean);

let hydratorRequested = false;
function requestHydrator() {
  if (hydratorRequested) return;
  hydratorRequested = true;
  for (const src of hydratorScripts) {
    const element = document.createElement('script');
    element.src = src;
    element.async = false;
    document.head.append(element);
  }
}

function wake(island: Element) {
  // Woken once; one taken out of the page before its wake came stays asleep.
  if (stateOf(island) || !island.isConnected) return;
  setState(island, 'waking');
  requestHydrator();
  island.dispatchEvent(new Event(WAKE_EVENT, { bubbles: true }));
}

/**
 * `html[data-hydrated]` once every island that wakes by itself (`load`, `idle`, a `media`
 * that matches) has hydrated or failed: at once on a page without them (tests wait on it
 * before they act).
 */
function markHydratedWhenSettled(eager: Element[]) {
  const settled = (state: IslandState | null) => state === 'hydrated' || state === 'failed';
  const check = () => {
    if (!eager.every((island) => settled(stateOf(island)))) return;
    document.removeEventListener(SETTLED_EVENT, check);
    document.documentElement.setAttribute('data-hydrated', 'true');
  };
  document.addEventListener(SETTLED_EVENT, check);
  check();
}

/** The whole app, rendered in the browser by the entry (no server's HTML to keep). */
function renderInBrowser() {
  document.documentElement.setAttribute('data-render', 'browser');
  requestHydrator();
}

/** Notices as the schema reads them: each list, empty when the file leaves it out. */
const noticeLists = (notices: Record<string, unknown> | undefined) =>
  JSON.stringify(['closures', 'specialHours', 'alerts'].map((list) => notices?.[list] ?? []));

/**
 * A prerendered page (a static host's copy, `noticesLive: false`) follows the owner's
 * notices file: when the file says otherwise than the page was rendered with, the app
 * renders the page again in the browser, with the live notices.
 */
async function noticesChangedSince(data: Element): Promise<boolean> {
  try {
    const page = JSON.parse(data.textContent ?? '{}') as {
      noticesLive?: boolean;
      notices?: Record<string, unknown>;
    };
    if (page.noticesLive !== false) return false;
    const response = await fetch('/notices.json', { cache: 'no-cache' });
    const live = response.ok ? ((await response.json()) as Record<string, unknown>) : undefined;
    return noticeLists(live) !== noticeLists(page.notices);
  } catch {
    // An unreadable data block or file: the page stands as served.
    return false;
  }
}

/**
 * Marquees: a chunk of their own, once one comes within 200 px of the viewport (the home
 * page's partner strip, at its end, starts its delay then, as when it was an island).
 */
function startMarqueesInView() {
  const marquees = [...document.querySelectorAll<HTMLElement>(MARQUEE_SELECTOR)];
  if (marquees.length === 0) return;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void import(/* webpackChunkName: "marquees" */ './marquees').then((m) =>
      m.keepMarqueesMoving(),
    );
  };
  const whenNear = nearViewportWatcher();
  // A strip of picked items is hidden until it is filled: its container comes into view.
  for (const marquee of marquees) {
    whenNear(marquee.hidden ? (marquee.parentElement ?? marquee) : marquee, startOnce);
  }
}

async function start() {
  // A page no server rendered (development, a plain static host's fallback) is the whole
  // app, rendered in the browser by the entry.
  const data = document.getElementById('ssr-data');
  if (!data || (await noticesChangedSince(data))) {
    renderInBrowser();
    return;
  }
  showLanguageNotice();
  keepStatusesCurrent();
  keepAlertsCurrent();
  keepWordsTurning();
  // Carousels, rotating messages, lazy images: a chunk of their own, on pages that have them.
  if (document.querySelector(MOVING_PARTS)) {
    void import(/* webpackChunkName: "carousels" */ 'ui-kit/carousels').then((c) =>
      c.startCarousels(),
    );
  }
  startMarqueesInView();
  const wakes = islandWakes(wake);
  const eager = [...document.querySelectorAll(ISLANDS)].filter((island) =>
    wakeOf(wakes, island).bySelf(island),
  );
  defineIslandElement(wakes);
  markHydratedWhenSettled(eager);
}

// The reporter (web-vitals and the beacon) waits until the page has shown itself: it loads
// once the page is idle a few seconds after load, or when the page is first hidden.
let reporting = false;
function startReporter() {
  if (reporting) return;
  reporting = true;
  void import(/* webpackChunkName: "reporter" */ '../observe/reporter').then((reporter) =>
    reporter.startReporting(),
  );
}
const afterLoad = () => setTimeout(() => idle(startReporter), 3000);

// A redirect or portal path served as a page (a plain static host has no redirects): the
// page it stands for, as a full navigation.
const redirect = redirectTarget(withoutLocale(window.location.pathname));
if (redirect) window.location.replace(redirect);

listenForErrors();
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void start());
} else {
  void start();
}
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') startReporter();
});
