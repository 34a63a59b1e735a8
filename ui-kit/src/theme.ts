/** The one theme of the site. Colour pairs are chosen to pass WCAG AA contrast. */
export const theme = {
  colors: {
    primary: '#0b5d7a',
    primaryDark: '#084a61',
    onPrimary: '#ffffff',
    accent: '#9a3412',
    text: '#1f2933',
    textMuted: '#4b5563',
    background: '#ffffff',
    surface: '#f4f7f9',
    border: '#cbd5e1',
    success: '#166534',
    successSurface: '#dcfce7',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    focus: '#c2410c',
    /** The focus ring on the dark (primaryDark) footer, where `focus` is too dark to see. */
    focusOnDark: '#fdba74',
    star: '#8a5a00',
  },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSizes: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.5rem',
    xxl: '2rem',
    hero: '2.5rem',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radii: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  maxWidth: '72rem',
  breakpoints: { mobileMaxPx: 768 },
  shadow: '0 1px 3px rgba(15, 23, 42, 0.12)',
  /**
   * The one focus ring (WCAG 2.4.7): 3 px solid `colors.focus`, 2 px outside the element.
   * `insetOffset` draws it inside instead, for an element in a frame that clips overflow.
   */
  focusRing: { width: '3px', style: 'solid', offset: 2, insetOffset: -5 },
  /** Height (or width) of anything a finger taps, in px (WCAG 2.5.5 target size). */
  touchTarget: 44,
} as const;

/**
 * Grid columns at least `minWidth` wide (never wider than the row), as many as fit.
 * `auto-fill` keeps empty tracks so a short last row stays aligned; `auto-fit` lets the
 * items share the whole row.
 */
export const flexibleColumns = (minWidth: string, repeat: 'auto-fill' | 'auto-fit' = 'auto-fill') =>
  `repeat(${repeat}, minmax(min(100%, ${minWidth}), 1fr))`;

/** The focus ring as style declarations: `'&:focus-visible': focusRing`. */
export const focusRing = {
  outline: `${theme.focusRing.width} ${theme.focusRing.style} ${theme.colors.focus}`,
  outlineOffset: theme.focusRing.offset,
} as const;

/**
 * Media queries from the breakpoints (mobile is 768 px wide or less), for `*.css.ts`
 * files: `'@media': { [queries.mobile]: { … } }`.
 */
export const queries = {
  mobile: `(max-width: ${theme.breakpoints.mobileMaxPx}px)`,
  desktop: `(min-width: ${theme.breakpoints.mobileMaxPx + 1}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
  /** The reflow width (WCAG 1.4.10): 320 CSS px, in em so that larger text counts too. */
  reflow: '(max-width: 20em)',
} as const;

/**
 * The focus rings for `*.css.ts` files, to spread into `selectors`:
 * `selectors: { ...focusVisibleSelectors }` (keyboard focus), or `movedFocusSelectors` for
 * what a script or an in-page link focuses.
 */
export const focusVisibleSelectors = { '&:focus-visible': focusRing } as const;
export const movedFocusSelectors = {
  '&:focus': { outline: 'none' },
  '&:focus-visible': focusRing,
} as const;
