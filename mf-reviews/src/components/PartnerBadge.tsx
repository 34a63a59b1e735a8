import * as styles from './PartnerBadge.css';

/** The colour class of a category; an unknown category gets the default colours. */
const colorClass = (category: string) =>
  Object.hasOwn(styles.categoryColor, category)
    ? (styles.categoryColor[category] as string)
    : styles.defaultColor;

/**
 * A partner's logo as a text badge coloured by its category (a class per category, see
 * `partnerColors`). Decorative: the partner's name is always written next to it.
 */
export function PartnerBadge({ logo, category }: { logo: string; category: string }) {
  return (
    <span aria-hidden="true" className={`${styles.badge} ${colorClass(category)}`}>
      {logo}
    </span>
  );
}
