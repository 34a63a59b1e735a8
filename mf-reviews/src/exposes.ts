import type { RemoteExposes } from 'shared-content';
import * as HomeWidget from './HomeWidget';
import * as HomeWidgetEs from './HomeWidgetEs';
import * as Section from './Section';
import * as SectionEs from './SectionEs';

/**
 * What this remote exposes, checked against its contract (its record in
 * shared-content/src/platform/remotes.ts): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './SectionEs': SectionEs,
  './HomeWidget': HomeWidget,
  './HomeWidgetEs': HomeWidgetEs,
} satisfies RemoteExposes['mf-reviews'];
