import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

export const loading = style({ minHeight: '60vh', paddingTop: theme.space.xl });

/** Takes no box of its own: the page lays out as without it. */
export const partOf = style({ display: 'contents' });
