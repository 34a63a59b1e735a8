import './GlobalStyles.css';

/**
 * The site's only global styles (`GlobalStyles.css.ts`), extracted into the UI kit's
 * stylesheet at build time, which the shell's HTML links. Rendering it writes nothing:
 * importing the UI kit brings the styles; it stays so a page says where they belong. A
 * remote's exposed components never write globals.
 */
export const GlobalStyles = () => null;
