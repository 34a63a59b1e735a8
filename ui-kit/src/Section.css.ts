import { uiStyle } from './style';
import { movedFocusSelectors, theme } from './theme';

export const section = uiStyle({ margin: `${theme.space.xl} 0`, scrollMarginTop: theme.space.md });

/** A section that in-page links and scripts move focus to: ringed only on keyboard focus. */
export const focusableSection = uiStyle({
  borderRadius: theme.radii.md,
  selectors: { ...movedFocusSelectors },
});

/** A section's `h2` (a class name). */
export const sectionHeading = uiStyle({
  fontSize: theme.fontSizes.xl,
  color: theme.colors.primaryDark,
  margin: `0 0 ${theme.space.md}`,
});

/** A heading that scripts move focus to. */
export const focusableHeading = uiStyle({ selectors: { ...movedFocusSelectors } });
