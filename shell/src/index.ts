import { startLoadingEarly } from './federation/loadRemote';
import { readSsrData } from './ssrData';

// The remote parts of a server-rendered page start downloading now, beside the shell's
// own chunks. (The federation runtime only: no shared module is available yet.)
const rendered = readSsrData(document);
if (rendered) startLoadingEarly(rendered.remotes, rendered.modules);

// Async boundary: shared singletons are negotiated before any of them is used.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
