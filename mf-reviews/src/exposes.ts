import type { RemoteExposes } from 'shared-content';
import * as HomeWidget from './HomeWidget';
import * as Section from './Section';

/**
 * What this remote exposes, checked against its contract (its record in
 * shared-content/src/platform/remotes.ts): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './HomeWidget': HomeWidget,
} satisfies RemoteExposes['mf-reviews'];
