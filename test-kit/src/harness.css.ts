import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** The harness's list of routes and exposed modules, beside the UI kit's `pageWidth`. */
export const routeList = style({
  padding: theme.space.md,
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space.sm,
  overflowWrap: 'anywhere',
});
