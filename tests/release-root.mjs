// The release folder the end-to-end tests serve (the server serves releases, never a
// workspace build): one per port, outside the workspace, filled by `pnpm release --all`
// before the Playwright web server starts (playwright.config.ts) and read by the specs
// that start servers of their own (e2e/servers.ts).
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** @param {number | string} port */
export const e2eReleaseRoot = (port) => join(tmpdir(), `pharmacy-e2e-release-${port}`);
