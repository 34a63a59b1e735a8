// What every plugin and route of the app is given (app.ts passes it through
// @fastify/autoload): the live site, the checked configuration and the readiness state.

import type { Config } from '../config.ts';
import type { Site } from './live-site.ts';
import type { Readiness } from './readiness.ts';

export type SiteContext = {
  site: Site;
  config: Config;
  readiness: Readiness;
  /** The environment the configuration was read from, for the processes the server starts. */
  env: NodeJS.ProcessEnv;
};
