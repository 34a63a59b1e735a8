import { useEffect } from 'react';
import { useLocale, useSiteText } from 'shared-content';
import { Button, pageWidth } from 'ui-kit';
import { useAddressIn } from './LanguageSwitch';
import * as styles from './LanguageSwitch.css';
import { LANGUAGE_NOTICE_ID, showLanguageNotice } from './languageNoticeScript';

/**
 * On an English page, the offer to read it in Spanish, in Spanish: a link to the Spanish
 * page and a dismiss button. Written hidden (the server cannot know the visitor's
 * language, and a page is cached for everyone); shown by script to a visitor whose
 * browser prefers Spanish, until they dismiss it. Never a redirect. Without script the
 * header's "Español" link is the way.
 */
export function LanguageNotice() {
  const lang = useLocale();
  const href = useAddressIn('es');
  const { languageNotice } = useSiteText();
  // A page the app renders in the browser (no island loader ran for it).
  useEffect(() => showLanguageNotice(), []);
  if (lang !== 'en') return null;
  return (
    <section
      id={LANGUAGE_NOTICE_ID}
      hidden
      lang="es"
      aria-label={languageNotice.link}
      className={styles.notice}
    >
      <div className={`${pageWidth} ${styles.noticeRow}`}>
        <p>
          {languageNotice.question}{' '}
          <a href={href} hrefLang="es" className={styles.switchLink}>
            {languageNotice.link}
          </a>
        </p>
        <Button variant="secondary">{languageNotice.dismiss}</Button>
      </div>
    </section>
  );
}
