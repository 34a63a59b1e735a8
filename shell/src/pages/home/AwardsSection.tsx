import { css } from '@emotion/react';
import { useState } from 'react';
import {
  media,
  PauseButton,
  Section,
  StatGrid,
  StatTile,
  theme,
  useInterval,
  usePrefersReducedMotion,
  visuallyHidden,
} from 'ui-kit';
import { timers } from '../../timing';
import { useContent } from '../../useContent';

const messageBox = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  padding: `${theme.space.md} ${theme.space.lg}`,
  marginBottom: theme.space.lg,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
});

const messageText = css({
  margin: 0,
  flex: '1 1 16rem',
  minWidth: 0,
  fontSize: theme.fontSizes.lg,
  fontWeight: 600,
  color: theme.colors.primaryDark,
});

/** The five cards share the whole row on wide screens, with the gaps of a card grid. */
const awardsGrid = css({ gap: theme.space.lg, [media.mobile]: { gap: theme.space.md } });

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
      <ul css={[messageBox, { listStylePosition: 'inside', display: 'block' }]}>
        {messages.map((message) => (
          <li key={message} css={[messageText, { fontSize: theme.fontSizes.md }]}>
            {message}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div css={messageBox}>
      <p css={messageText} aria-hidden="true" data-testid="awards-message">
        {messages[index]}
      </p>
      <ul css={visuallyHidden}>
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
      <StatGrid minColumnPx={150} css={awardsGrid}>
        {stats.map((stat) => (
          <StatTile
            key={stat.id}
            value={stat.value}
            spokenValue={stat.spokenValue}
            label={stat.label}
            tone="card"
            // A long value ("24/7 care") steps down a size to stay on one line.
            css={stat.value.length > 5 && { '& dd': { fontSize: theme.fontSizes.xl } }}
            data-testid={`stat-${stat.id}`}
          />
        ))}
      </StatGrid>
    </Section>
  );
}
