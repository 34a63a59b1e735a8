import { OpenNowStatus } from 'ui-kit';
import { defineIsland } from 'ui-kit/section';
import { sectionTexts } from '../texts';

/**
 * "Open now · closes at 7:00 PM": as the server rendered it, then kept current in the
 * browser (it flips when the minute turns, in a tab left open). mf-services' hours page
 * has the same island (ui-kit's OpenNowStatus).
 */
export default defineIsland(sectionTexts, {
  expose: './islands/OpenNow',
  component: OpenNowStatus,
  // Right as served (the page's copies expire when it changes): nothing urgent.
  wake: 'idle',
});
