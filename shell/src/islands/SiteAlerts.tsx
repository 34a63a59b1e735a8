import { SiteAlerts } from '../chrome/SiteAlerts';
import { island } from '../texts';

/**
 * The owner's alerts above the header, on a page rendered with one posted: the island
 * takes one away at its end time while the page is open. A page with none has no island.
 */
export default island(SiteAlerts, { wake: 'idle' });
