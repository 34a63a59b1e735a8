import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** The location chosen in the filter. */
export const highlight = style({
  borderColor: theme.colors.primary,
  boxShadow: `0 0 0 3px ${theme.colors.primary}`,
});

export const subheading = style({ fontSize: theme.fontSizes.md, margin: `${theme.space.md} 0 0` });

/** A line under the facts: the language help, the link to the location's page. */
export const line = style({ margin: `${theme.space.sm} 0 0` });

export const directions = style({ margin: `${theme.space.sm} 0` });
