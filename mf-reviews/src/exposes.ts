import type { Exposes } from 'shared-content';
import * as HomeWidget from './HomeWidget';
import * as HomeWidgetEs from './HomeWidgetEs';
import * as Section from './Section';
import * as SectionEs from './SectionEs';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './SectionEs': SectionEs,
  './HomeWidget': HomeWidget,
  './HomeWidgetEs': HomeWidgetEs,
} satisfies Exposes<'./Section' | './SectionEs' | './HomeWidget' | './HomeWidgetEs'>;
