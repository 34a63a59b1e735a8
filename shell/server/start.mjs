// `pnpm start`: rebuilds every package whose sources changed since its last build
// (fresh-builds.mjs), then serves the composed site on one port (8080 unless PORT says
// otherwise) under the supervisor.
import { rebuildStale } from './fresh-builds.mjs';
import { runSupervised } from './supervisor.mjs';

rebuildStale();
runSupervised();
