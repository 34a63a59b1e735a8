import { useLocation } from 'react-router-dom';
import { type Locale, pathIn, useLocale, useSiteText } from 'shared-content';
import { StaticHtml } from 'ui-kit/routing';
import * as styles from './LanguageSwitch.css';

/** The site's other language: Spanish on English pages, English on Spanish ones. */
const otherLocale = (lang: Locale): Locale => (lang === 'es' ? 'en' : 'es');

/**
 * The address of this page in `lang`. The router's `pathname` has no `/es` (Spanish
 * pages run under the basename `/es`); the query stays.
 */
export function useAddressIn(lang: Locale) {
  const { pathname, search } = useLocation();
  return `${pathIn(pathname, lang)}${search}`;
}

/**
 * The header's link to the same page in the other language ("Español" / "English"),
 * written in that language. A plain link, not a router link: the other language is
 * another router basename, so it is a full page load.
 */
export function LanguageSwitch() {
  const other = otherLocale(useLocale());
  const href = useAddressIn(other);
  const { languageSwitch } = useSiteText();
  return (
    // Kept as the server wrote it on a first load; a new address (a navigation inside the
    // page) renders it anew, so it always points at the page in sight.
    <StaticHtml key={href} className={styles.switchBox}>
      <a href={href} hrefLang={other} lang={other} className={styles.switchLink}>
        {languageSwitch.label}
      </a>
    </StaticHtml>
  );
}
