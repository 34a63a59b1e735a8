// The language notice's behaviour, with no React: the island loader runs it on a server
// rendered page, the app on a page it renders itself. Only the browser knows which
// language its visitor prefers, so the server writes the notice hidden on every English
// page, and this shows it to a visitor whose browser prefers Spanish.

/** The notice's element (`LanguageNotice`). */
export const LANGUAGE_NOTICE_ID = 'language-notice';
/** Where the visitor's "no, thanks" is kept (this browser only, no cookie). */
const LANGUAGE_NOTICE_DISMISSED = 'language-notice-dismissed';

const prefersSpanish = () =>
  (navigator.languages?.[0] ?? navigator.language ?? '').toLowerCase().startsWith('es');

function wasDismissed() {
  try {
    return window.localStorage.getItem(LANGUAGE_NOTICE_DISMISSED) === '1';
  } catch {
    return false;
  }
}

function remember() {
  try {
    window.localStorage.setItem(LANGUAGE_NOTICE_DISMISSED, '1');
  } catch {
    // Storage unavailable (a private window): the notice stays away for this page only.
  }
}

/** Shows the page's language notice (if it has one) to a visitor who prefers Spanish. */
export function showLanguageNotice() {
  const notice = document.getElementById(LANGUAGE_NOTICE_ID);
  if (!notice?.hidden || !prefersSpanish() || wasDismissed()) return;
  notice.hidden = false;
  notice.querySelector('button')?.addEventListener('click', () => {
    remember();
    notice.hidden = true;
    // The button is gone: focus goes on to what followed the notice (the header's bar).
    notice.nextElementSibling?.querySelector<HTMLElement>('a, button')?.focus();
  });
}
