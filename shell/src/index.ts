import { listenForErrors } from './observe/events';

// A page the server rendered is islands (its loader, islands/loader.ts, started this entry
// for the first island that woke): the entry hydrates those. Only where no server rendered
// the page (a static host's fallback) or a prerendered page's notices changed
// since (`data-render="browser"`, set by the loader) does it render the whole app.
// Each behind an async boundary: shared singletons are negotiated before any of them is used.
if (document.getElementById('ssr-data') && document.documentElement.dataset.render !== 'browser') {
  void import(/* webpackChunkName: "islands" */ './islands/hydrate');
} else {
  listenForErrors();
  void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
  void import(/* webpackChunkName: "reporter" */ './observe/reporter').then((reporter) =>
    reporter.startReporting(),
  );
}
