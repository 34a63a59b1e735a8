import { useSiteText } from 'shared-content';
import { VisuallyHidden } from 'ui-kit';
import { timers } from '../timing';
import * as styles from './RotatingWord.css';
import { CURRENT_WORD_ATTRIBUTE, TURN_MS_ATTRIBUTE } from './rotatingWordMarkup';

/**
 * "Your Family Pharmacy", with the word changing every 2 s: the island loader turns it
 * (islands/rotatingWords.ts), with no React; without script the first word stands. It
 * stands still for visitors who prefer reduced motion, and its pause control (shown
 * while the words turn) is a checkbox. Screen readers hear one stable sentence instead
 * of a stream of changes.
 */
export function RotatingWord({ className = '' }: { className?: string }) {
  const { brand } = useSiteText();
  // "Your {word} Pharmacy": the words around the slot, in the page's language's order.
  const [before = '', after = ''] = brand.rotating.split('{word}');
  // The words in the page's language: "Your Specialty Pharmacy", "Su farmacia de especialidad".
  const words = brand.rotatingWords;
  return (
    <p className={`${styles.line} ${className}`}>
      <span aria-hidden="true" className={styles.sentence}>
        {before}
        {/* No reserved width: "Your Parlin Pharmacy" reads without a gap after short words. */}
        <strong
          data-testid="rotating-word"
          className={styles.word}
          {...{ [TURN_MS_ATTRIBUTE]: timers.headerWordMs }}
        >
          {words.map((word, index) => (
            <span
              key={word}
              className={styles.wordItem}
              {...(index === 0 ? { [CURRENT_WORD_ATTRIBUTE]: '' } : {})}
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
