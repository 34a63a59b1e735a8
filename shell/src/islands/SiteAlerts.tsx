import { defineIsland } from 'ui-kit/section';
import { SiteAlerts } from '../chrome/SiteAlerts';
import { sectionTexts } from '../texts';

/**
 * The owner's alerts above the header, on a page rendered with one posted: the island
 * takes one away at its end time while the page is open. A page with none has no island.
 */
export default defineIsland(sectionTexts, {
  expose: './islands/SiteAlerts',
  component: SiteAlerts,
  wake: 'idle',
});
