// What the browser saw that a team should know about, kept in memory until the reporter
// (reporter.ts, loaded once the page is interactive) sends it: uncaught errors and
// rejections, failed remote loads, failure panels and script-missing notes, each with the
// remote and version whose code raised it when its script's address says (remotes are
// served from /remotes/<name>/<version>/). Tiny and dependency-free: the shell's entry
// listens from the start. Nothing of the error is kept but its kind and source: no
// message, no URL, nothing a visitor typed.

type BrowserEventKind = 'error' | 'rejection' | 'load-failed' | 'panel' | 'script-missing';
export interface BrowserEvent {
  kind: BrowserEventKind;
  remote?: string;
  version?: string;
}

/** At most this many events are kept for a page view (the endpoint takes no more). */
const MAX_EVENTS = 10;
// One queue for the page, on the window: the island loader (which starts the reporter) and
// the shell's federated entry are separate bundles, each with its copy of this module.
const QUEUE = Symbol.for('site-browser-events');
const pageQueue = () => {
  const page = window as unknown as Record<symbol, BrowserEvent[] | undefined>;
  const found = page[QUEUE] ?? [];
  page[QUEUE] = found;
  return found;
};
const queue: BrowserEvent[] = typeof window === 'undefined' ? [] : pageQueue();

const SOURCE =
  /\/remotes\/([a-z][a-z0-9-]{0,40})\/(?:([A-Za-z0-9._-]{1,64})\/)?(?:static|remoteEntry|mf-)/;

/** The remote (and version) a stack or script address points into, if any. */
export function sourceOf(text: string): Pick<BrowserEvent, 'remote' | 'version'> {
  const match = SOURCE.exec(text);
  return match ? { remote: match[1], ...(match[2] ? { version: match[2] } : {}) } : {};
}

export function recordEvent(event: BrowserEvent) {
  if (typeof window === 'undefined' || queue.length >= MAX_EVENTS) return;
  // A part retried several times is one event, not one per attempt.
  const same = (other: BrowserEvent) =>
    other.kind === event.kind && other.remote === event.remote && other.version === event.version;
  if (!queue.some(same)) queue.push(event);
}

/** An error (or a rejection's reason), attributed by where its stack points. */
export function recordError(kind: 'error' | 'rejection', error: unknown, where = '') {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  recordEvent({ kind, ...sourceOf(`${where}\n${stack}`) });
}

/** The events recorded since the last call. */
export const takeEvents = () => queue.splice(0);

/** Listens for uncaught errors and rejections (from the shell's entry, so from the start). */
export function listenForErrors(target: Window = window) {
  target.addEventListener('error', (event) => {
    // A resource that failed to load (an <img>, a <script>) is not an exception.
    if (!(event instanceof ErrorEvent)) return;
    recordError('error', event.error, event.filename);
  });
  target.addEventListener('unhandledrejection', (event) => recordError('rejection', event.reason));
}
