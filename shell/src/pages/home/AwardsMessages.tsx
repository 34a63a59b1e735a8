import {
  classes,
  RotationToggle,
  rotationAttributes,
  rotationItemAttributes,
  untilReady,
  visuallyHidden,
} from 'ui-kit';
import { useContent } from '../../texts';
import { timers } from '../../timing';
import * as styles from './AwardsSection.css';

/**
 * The awards messages: one at a time, changing every 30 s, with a pause control (server
 * HTML the island loader turns, no React in the browser). Visitors who prefer reduced
 * motion see all of them, still, and no control; screen readers always hear the whole
 * list once instead of a changing sentence. Without script the first one shows.
 */
export function AwardsMessages() {
  const { home } = useContent('home');
  const { messages, pauseLabel } = home.awards;
  return (
    <div
      className={styles.messageBox}
      {...rotationAttributes({ intervalMs: timers.awardsMessageMs })}
    >
      <p className={styles.messageStack} aria-hidden="true" data-testid="awards-messages">
        {messages.map((message, index) => (
          <span
            key={message}
            className={styles.messageText}
            {...rotationItemAttributes(index === 0)}
          >
            {message}
          </span>
        ))}
      </p>
      <ul className={visuallyHidden}>
        {messages.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
      <RotationToggle what={pauseLabel} className={classes(untilReady, styles.pause)} />
    </div>
  );
}
