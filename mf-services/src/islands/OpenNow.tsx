import { OpenNowStatus } from 'ui-kit';
import { defineIsland } from 'ui-kit/section';
import { sectionTexts } from '../texts';

/**
 * A pharmacy's "Open now · closes at 7:00 PM" on the hours page: as the server rendered it
 * (right without script), then kept current in the browser, where a page served from a
 * cache would say what was true when it was rendered. The same as mf-locations' OpenNow
 * (ui-kit's OpenNowStatus).
 */
export default defineIsland(sectionTexts, {
  expose: './islands/OpenNow',
  component: OpenNowStatus,
  // The cards are the top of the page; one out of view wakes when it comes into view.
  wake: 'visible',
});
