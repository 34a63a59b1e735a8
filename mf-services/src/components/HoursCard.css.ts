import { style } from '@vanilla-extract/css';

/** The address, flush with the card's title. */
export const address = style({ marginTop: 0 });
