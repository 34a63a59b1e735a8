import { READY_ATTRIBUTE } from './rotationMarkup';
import { uiStyle } from './style';

/**
 * Controls that need script, kept in place (no shift when it arrives) but neither seen nor
 * announced before the island loader's behaviour has marked their rotation ready.
 */
export const untilReady = uiStyle({
  visibility: 'hidden',
  selectors: { [`[${READY_ATTRIBUTE}] &`]: { visibility: 'visible' } },
});
