import type { ReactNode } from 'react';
import { useLocale, useSiteText } from 'shared-content';
import { cardStyle, classes, StarRating } from 'ui-kit';
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

/**
 * A review as a card (ui-kit's card style, and `className`): its stars, the quotation (as the patient wrote it, in
 * English on both sites) and its caption (`children`, a `figcaption`).
 */
export const QuotedReview = ({
  rating,
  quote,
  className,
  quoteClassName,
  children,
}: {
  rating: number;
  quote: string;
  className?: string;
  quoteClassName: string;
  children: ReactNode;
}) => (
  <figure className={classes(cardStyle, className)}>
    <StarRating value={rating} />
    <blockquote lang={quotationsLang} className={quoteClassName}>
      <p>{quote}</p>
    </blockquote>
    {children}
  </figure>
);
