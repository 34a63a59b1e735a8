import type { Exposes } from 'shared-content';
import * as LocationMap from './islands/LocationMap';
import * as Section from './Section';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './islands/LocationMap': LocationMap,
} satisfies Exposes<'./Section' | './islands/LocationMap'>;
