import { css } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type Locale, pathIn, useLocale, useSiteText } from 'shared-content';
import { Button, focusRing, pageWidth, theme } from 'ui-kit';

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

const switchLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  minWidth: theme.touchTarget,
  padding: `0 ${theme.space.sm}`,
  color: theme.colors.primaryDark,
  fontWeight: 600,
  textDecoration: 'underline',
  '&:hover': { color: theme.colors.primary },
  '&:focus-visible': focusRing,
});

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
    <a href={href} hrefLang={other} lang={other} css={switchLink}>
      {languageSwitch.label}
    </a>
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

const noticeStyle = css({
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  padding: `${theme.space.xs} 0`,
});

const noticeRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space.sm,
  p: { margin: 0 },
});

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
    <section lang={other} aria-label={languageNotice.link} css={noticeStyle}>
      <div css={[pageWidth, noticeRow]}>
        <p>
          {languageNotice.question}{' '}
          <a href={href} hrefLang={other} css={switchLink}>
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
