import { startLoadingEarly } from './federation/loadRemote';
import { markEntryStart } from './federation/startupTimings';
import { listenForErrors } from './observe/events';
import { readSsrData } from './ssrData';

markEntryStart();
listenForErrors();

/**
 * Lets the browser paint and handle input before the next step: a new task, by a message
 * (not a timer, which a test's paused clock would hold).
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Each step in a task of its own, so that starting the federation runtime, the remote
// parts and the shared modules is several short tasks instead of one long one.
async function start() {
  await nextTask();
  // The remote parts of a server-rendered page start downloading now, beside the shell's
  // own chunks. (The federation runtime only: no shared module is available yet.)
  const rendered = readSsrData(document);
  if (rendered) startLoadingEarly(rendered.remotes, rendered.modules);
  await nextTask();
  // Async boundary: shared singletons are negotiated before any of them is used.
  await import(/* webpackChunkName: "bootstrap" */ './bootstrap');
}

void start();

// The reporter (web-vitals and the beacon) is no part of the first view: it loads once the
// page is interactive and idle (a few seconds after load), or when the page is first hidden.
let reporting = false;
const startReporter = () => {
  if (reporting) return;
  reporting = true;
  void import(/* webpackChunkName: "reporter" */ './observe/reporter').then((reporter) =>
    reporter.startReporting(),
  );
};
const afterLoad = () =>
  setTimeout(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(startReporter, { timeout: 2000 });
    else startReporter();
  }, 3000);
// The entry may run after the load event (it is started after the first paint).
if (document.readyState === 'complete') afterLoad();
else window.addEventListener('load', afterLoad);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') startReporter();
});
