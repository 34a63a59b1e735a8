import type { Exposes } from 'shared-content';
import * as PriceSearch from './islands/PriceSearch';
import * as Section from './Section';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './islands/PriceSearch': PriceSearch,
} satisfies Exposes<'./Section' | './islands/PriceSearch'>;
