import type { Exposes } from 'shared-content';
import * as BackLink from './islands/BackLink';
import * as LocationList from './islands/LocationList';
import * as LocationMap from './islands/LocationMap';
import * as OpenNow from './islands/OpenNow';
import * as Section from './Section';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './islands/BackLink': BackLink,
  './islands/LocationList': LocationList,
  './islands/LocationMap': LocationMap,
  './islands/OpenNow': OpenNow,
} satisfies Exposes<
  | './Section'
  | './islands/BackLink'
  | './islands/LocationList'
  | './islands/LocationMap'
  | './islands/OpenNow'
>;
