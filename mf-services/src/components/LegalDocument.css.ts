import { style } from '@vanilla-extract/css';
import { theme } from 'ui-kit/theme';

/** A comfortable line length for reading. */
export const measure = style({ maxWidth: '48rem' });

/** Over the UI kit's card: the table of contents on the surface colour. */
export const contents = style({
  background: theme.colors.surface,
  margin: `${theme.space.lg} 0`,
});

export const contentsHeading = style({ fontSize: theme.fontSizes.lg });

export const contentsList = style({
  margin: 0,
  paddingLeft: theme.space.lg,
  display: 'grid',
  gap: theme.space.xs,
});

export const subsectionHeading = style({
  fontSize: theme.fontSizes.lg,
  margin: `${theme.space.lg} 0 0`,
});

/** Over the UI kit's card: a contact's lines, one under the other. */
export const contact = style({
  fontStyle: 'normal',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xs,
  margin: `${theme.space.md} 0`,
});

export const taglines = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
});
