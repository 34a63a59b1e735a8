import { useLocale, useSiteText } from 'shared-content';
import * as styles from './ReviewParts.css';

/** The language the reviews and testimonials are quoted in, on every page (`lang`). */
export const quotationsLang = 'en';

/**
 * "Reseñas publicadas en inglés.": on a page in another language than the quotations',
 * says why they read in English (nothing on English pages).
 */
export function QuotedInEnglish() {
  const locale = useLocale();
  const { ui } = useSiteText();
  if (locale === quotationsLang) return null;
  return (
    <p role="note" className={styles.quotedNote}>
      {ui.quotedInEnglish}
    </p>
  );
}

/** "✓ Verified patient": a small badge, not told by colour alone. */
export const VerifiedBadge = ({ label }: { label: string }) => (
  <span className={styles.verifiedBadge}>
    <span aria-hidden="true">✓</span>
    {label}
  </span>
);

/** A circle with a reviewer's initials (decorative; the name is written next to it). */
export const Avatar = ({ initials }: { initials: string }) => (
  <span aria-hidden="true" className={styles.avatar}>
    {initials}
  </span>
);
