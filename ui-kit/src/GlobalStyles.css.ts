import { resetStyle } from './style';
import { focusRing, queries, theme } from './theme';

// The site's only global styles, in the weakest layer (`reset`): any class wins.

resetStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
  '@media': {
    [queries.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});

resetStyle('html', { textSizeAdjust: '100%' });

resetStyle('body', {
  margin: 0,
  fontFamily: theme.fonts.body,
  fontSize: theme.fontSizes.md,
  lineHeight: 1.6,
  color: theme.colors.text,
  background: theme.colors.background,
  // Reflow at 200 % text on a phone: a word longer than its line breaks rather
  // than pushing the page sideways; everything else wraps between words.
  overflowWrap: 'break-word',
});

// Headings hyphenate only where a long word may not fit their line: 320 CSS px (the
// reflow width, a phone at 200 % text or a desktop at 400 % zoom). Hyphenation loads the
// language's dictionary on the page's first layout (about 60 ms of a phone's main thread
// on every page load and every click), so a wider screen, where words fit, goes without.
resetStyle('h1, h2, h3, h4', { '@media': { [queries.reflow]: { hyphens: 'auto' } } });

// An e-mail address is one long "word", and a link or button in a flex row or a narrow
// column may hold a long word ("sincronización" at 200 % text): it may break anywhere
// rather than push the page sideways.
resetStyle('a, button', { overflowWrap: 'anywhere' });

// Form controls take the page's font (the browser's own is another family: Arial on
// Linux), which also spares the first layout a font lookup per size and weight.
resetStyle('button, input, select, textarea', { fontFamily: 'inherit' });

resetStyle('img, svg', { maxWidth: '100%', height: 'auto' });

resetStyle('a', { color: theme.colors.primary });

resetStyle(':focus-visible', focusRing);
