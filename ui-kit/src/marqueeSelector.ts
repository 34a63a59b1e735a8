/** On a marquee's outer element: its state (`marqueeMarkup.ts`), `waiting` as served. */
export const MARQUEE_ATTRIBUTE = 'data-marquee';
export const MARQUEE_SELECTOR = `[${MARQUEE_ATTRIBUTE}]`;
