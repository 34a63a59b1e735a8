import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type Locale, pathIn, useLocale, useSiteText } from 'shared-content';
import { Button, pageWidth, StaticHtml } from 'ui-kit';
import * as styles from './LanguageSwitch.css';

/** The site's other language: Spanish on English pages, English on Spanish ones. */
export const otherLocale = (lang: Locale): Locale => (lang === 'es' ? 'en' : 'es');

/**
 * The address of this page in `lang`. The router's `pathname` has no `/es` (Spanish
 * pages run under the basename `/es`); the query stays.
 */
function useAddressIn(lang: Locale) {
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

/** Where the visitor's "no, thanks" to the language notice is kept (this browser only, no cookie). */
export const languageNoticeKey = 'language-notice-dismissed';

const prefersSpanish = () =>
  typeof navigator !== 'undefined' &&
  (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('es');

const wasDismissed = () => {
  try {
    return window.localStorage.getItem(languageNoticeKey) === '1';
  } catch {
    return false;
  }
};

/**
 * On an English page, for a visitor whose browser prefers Spanish: the offer to read it
 * in Spanish, in Spanish, until they dismiss it. Decided in the browser after hydration
 * (the server's HTML never holds it); never a redirect.
 */
export function LanguageNotice() {
  const lang = useLocale();
  const other = otherLocale(lang);
  const href = useAddressIn(other);
  const { languageNotice } = useSiteText();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (lang === 'en' && prefersSpanish() && !wasDismissed()) setShown(true);
  }, [lang]);
  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    try {
      window.localStorage.setItem(languageNoticeKey, '1');
    } catch {
      // Storage unavailable (a private window): the notice stays away for this page only.
    }
  };
  return (
    <section lang={other} aria-label={languageNotice.link} className={styles.notice}>
      <div className={`${pageWidth} ${styles.noticeRow}`}>
        <p>
          {languageNotice.question}{' '}
          <a href={href} hrefLang={other} className={styles.switchLink}>
            {languageNotice.link}
          </a>
        </p>
        <Button variant="secondary" onClick={dismiss}>
          {languageNotice.dismiss}
        </Button>
      </div>
    </section>
  );
}
