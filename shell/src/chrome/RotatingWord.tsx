import { useSiteText } from 'shared-content';
import { VisuallyHidden } from 'ui-kit';
import * as styles from './RotatingWord.css';

/**
 * "Your Family Pharmacy", with the word changing every 2 s: a CSS animation, so it runs
 * with no script. It stands still for visitors who prefer reduced motion, and its pause
 * control is a checkbox that stops it through CSS (`:has(:checked)`), with no script
 * either. Screen readers hear one stable sentence instead of a stream of changes.
 */
export function RotatingWord({ className = '' }: { className?: string }) {
  const { brand } = useSiteText();
  // "Your {word} Pharmacy": the words around the slot, in the page's language's order.
  const [before = '', after = ''] = brand.rotating.split('{word}');
  // The words in the page's language: "Your Specialty Pharmacy", "Su farmacia de especialidad".
  const words = brand.rotatingWords;
  const cycle = styles.cycles[words.length] ?? '';
  return (
    <p className={`${styles.line} ${className}`}>
      <span aria-hidden="true" className={styles.sentence}>
        {before}
        {/* No reserved width: "Your Parlin Pharmacy" reads without a gap after short words. */}
        <strong data-testid="rotating-word" className={styles.word}>
          {words.map((word, index) => (
            <span
              key={word}
              className={`${styles.wordItem} ${cycle} ${styles.places[words.length]?.[index] ?? ''}`}
            >
              {word}
            </span>
          ))}
        </strong>
        {after}
      </span>
      <VisuallyHidden>{`${before}${words.join(', ')}${after}`}</VisuallyHidden>
      {/* Pause: a checkbox the visitor ticks to stop the word (its label looks like a button). */}
      <label className={styles.pause}>
        <input type="checkbox" aria-label={brand.rotatingPause} className={styles.pauseBox} />
        <span aria-hidden="true" className={styles.pauseIcon} />
      </label>
    </p>
  );
}
