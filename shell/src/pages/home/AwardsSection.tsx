import { useState } from 'react';
import {
  PauseButton,
  Section,
  StatGrid,
  StatTile,
  useInterval,
  usePrefersReducedMotion,
  visuallyHidden,
} from 'ui-kit';
import { timers } from '../../timing';
import { useContent } from '../../useContent';
import * as styles from './AwardsSection.css';

/**
 * The awards messages: one at a time, changing every 30 s, with a pause control.
 * Visitors who prefer reduced motion get all of them as a still list, and screen
 * readers always hear the whole list once instead of a changing sentence.
 */
function AwardsMessages() {
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

/** Awards: the rotating messages and the five stat cards. */
export function AwardsSection() {
  const { home } = useContent('home');
  const { title, stats } = home.awards;
  return (
    <Section id="home-awards" title={title}>
      <AwardsMessages />
      <StatGrid minColumnPx={150} className={styles.awardsGrid}>
        {stats.map((stat) => (
          <StatTile
            key={stat.id}
            value={stat.value}
            spokenValue={stat.spokenValue}
            label={stat.label}
            tone="card"
            className={stat.value.length > 5 ? styles.longValue : undefined}
            data-testid={`stat-${stat.id}`}
          />
        ))}
      </StatGrid>
    </Section>
  );
}
