import { Global } from '@emotion/react';
import { focusRing, media, theme } from './theme';

/**
 * The site's only global styles. Written by the shell (and by a remote's standalone
 * harness, which has no shell); a remote's exposed components never write globals.
 */
export const GlobalStyles = () => (
  <Global
    styles={{
      '*, *::before, *::after': { boxSizing: 'border-box' },
      html: { textSizeAdjust: '100%' },
      body: {
        margin: 0,
        fontFamily: theme.fonts.body,
        fontSize: theme.fontSizes.md,
        lineHeight: 1.6,
        color: theme.colors.text,
        background: theme.colors.background,
        // Reflow at 200 % text on a phone: a word longer than its line breaks rather
        // than pushing the page sideways; everything else wraps between words.
        overflowWrap: 'break-word',
      },
      'h1, h2, h3, h4': { hyphens: 'auto' },
      // An e-mail address is one long "word", and a link or button in a flex row or a
      // narrow column may hold a long word ("sincronización" at 200 % text): it may break
      // anywhere rather than push the page sideways.
      'a, button': { overflowWrap: 'anywhere' },
      'img, svg': { maxWidth: '100%', height: 'auto' },
      a: { color: theme.colors.primary },
      ':focus-visible': focusRing,
      [media.reducedMotion]: {
        '*, *::before, *::after': {
          animationDuration: '0.01ms !important',
          animationIterationCount: '1 !important',
          transitionDuration: '0.01ms !important',
          scrollBehavior: 'auto',
        },
      },
    }}
  />
);
