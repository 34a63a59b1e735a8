import { useState } from 'react';
import { useSiteText } from 'shared-content';
import { useInterval, usePrefersReducedMotion, VisuallyHidden } from 'ui-kit';
import { timers } from '../timing';
import * as styles from './RotatingWord.css';

/**
 * "Your Family Pharmacy", with the word changing every 2 s. It has a pause control and
 * stands still for visitors who prefer reduced motion. Screen readers hear one stable
 * sentence instead of a stream of changes.
 */
export function RotatingWord({ className = '' }: { className?: string }) {
  const { brand } = useSiteText();
  // "Your {word} Pharmacy": the words around the slot, in the page's language's order.
  const [before = '', after = ''] = brand.rotating.split('{word}');
  // The words in the page's language: "Your Specialty Pharmacy", "Su farmacia de especialidad".
  const words = brand.rotatingWords;
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [index, setIndex] = useState(0);
  const running = !pausedByUser && !reducedMotion;
  useInterval(
    () => setIndex((current) => (current + 1) % words.length),
    timers.headerWordMs,
    running,
  );

  return (
    <p className={`${styles.line} ${className}`}>
      <span aria-hidden="true" className={styles.sentence}>
        {before}
        {/* No reserved width: "Your Parlin Pharmacy" reads without a gap after short words. */}
        <strong data-testid="rotating-word" className={styles.word}>
          {words[index]}
        </strong>
        {after}
      </span>
      <VisuallyHidden>{`${before}${words.join(', ')}${after}`}</VisuallyHidden>
      {!reducedMotion && (
        <button
          type="button"
          onClick={() => setPausedByUser((paused) => !paused)}
          aria-label={pausedByUser ? brand.rotatingPlay : brand.rotatingPause}
          className={styles.pause}
        >
          <span aria-hidden="true">{pausedByUser ? '▶' : '❚❚'}</span>
        </button>
      )}
    </p>
  );
}
