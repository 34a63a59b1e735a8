import { uiStyle } from './style';

/** A part of a phone number that never breaks. */
export const whole = uiStyle({ whiteSpace: 'nowrap' });
