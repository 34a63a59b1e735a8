import type { RemoteExposes } from 'shared-content';
import * as Section from './Section';
import * as SectionEs from './SectionEs';

/**
 * What this remote exposes, checked against its contract (its record in
 * shared-content/src/platform/remotes.ts): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './SectionEs': SectionEs,
} satisfies RemoteExposes['mf-services'];
