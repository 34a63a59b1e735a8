// The page's marquees, started by the island loader with no React (ui-kit's behaviour:
// the loop's speed, the pause control, reduced motion, a picked subset). The loader loads
// this chunk only on a page with a marquee, so other pages' first views stay as small.
import { startMarquee } from 'ui-kit/marquee-behaviour';
import { MARQUEE_SELECTOR } from 'ui-kit/marquee-markup';

/** Starts every marquee of the page (the island loader, once per page). */
export function keepMarqueesMoving(root: ParentNode = document) {
  for (const marquee of root.querySelectorAll<HTMLElement>(MARQUEE_SELECTOR)) startMarquee(marquee);
}
