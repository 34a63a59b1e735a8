import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** A medication chip (with the UI kit's secondary action style): pill-shaped, on one line. */
export const chip = style({
  borderRadius: theme.radii.pill,
  padding: `${theme.space.xs} ${theme.space.md}`,
  whiteSpace: 'nowrap',
  // Inside the strip's clipped frame the ring is drawn inwards.
  selectors: { '&:focus-visible': { outlineOffset: theme.focusRing.insetOffset } },
});
