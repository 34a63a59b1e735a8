import { useState } from 'react';
import { PauseButton, useInterval, usePrefersReducedMotion, visuallyHidden } from 'ui-kit';
import { useContent } from '../../texts';
import { timers } from '../../timing';
import * as styles from './AwardsSection.css';

/**
 * The awards messages: one at a time, changing every 30 s, with a pause control.
 * Visitors who prefer reduced motion get all of them as a still list, and screen
 * readers always hear the whole list once instead of a changing sentence.
 */
export function AwardsMessages() {
  const { home } = useContent('home');
  const { messages, pauseLabel } = home.awards;
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState(0);
  useInterval(
    () => setIndex((current) => (current + 1) % messages.length),
    timers.awardsMessageMs,
    !paused && !reducedMotion,
  );

  if (reducedMotion) {
    return (
      <ul className={styles.messageList}>
        {messages.map((message) => (
          <li key={message} className={styles.listedMessage}>
            {message}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.messageBox}>
      <p className={styles.messageText} aria-hidden="true" data-testid="awards-message">
        {messages[index]}
      </p>
      <ul className={visuallyHidden}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <PauseButton
        paused={paused}
        onToggle={() => setPaused((value) => !value)}
        label={pauseLabel}
      />
    </div>
  );
}
