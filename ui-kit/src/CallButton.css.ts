import { uiStyle } from './style';

/** Label and number side by side, the number under the label on a narrow screen. */
export const callButton = uiStyle({ flexWrap: 'wrap', textAlign: 'center' });
