import { markEntryStart } from './federation/startupTimings';
import { listenForErrors } from './observe/events';

markEntryStart();

// A page the server rendered is islands (its loader, islands/loader.ts, started this entry
// for the first island that woke): the entry hydrates those. Only in development, where no
// server renders, does the entry render the whole app in the browser.
// Each behind an async boundary: shared singletons are negotiated before any of them is used.
if (document.getElementById('ssr-data')) {
  void import(/* webpackChunkName: "islands" */ './islands/hydrate');
} else {
  listenForErrors();
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  void import(/* webpackChunkName: "reporter" */ './observe/reporter').then((reporter) =>
    reporter.startReporting(),
  );
}
