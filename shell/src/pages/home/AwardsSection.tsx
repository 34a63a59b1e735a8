import { css } from '@emotion/react';
import { useState } from 'react';
import { theme, timers } from 'shared-content';
import { home } from 'shared-content/content/shell';
import {
  cardStyle,
  gridStyle,
  PauseButton,
  Section,
  useInterval,
  usePrefersReducedMotion,
  VisuallyHidden,
  visuallyHidden,
} from 'shared-content/ui';

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

const statCard = css([
  cardStyle,
  {
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: theme.space.xs,
    padding: theme.space.md,
    color: theme.colors.text,
  },
]);

const statValue = css({
  margin: 0,
  fontSize: theme.fontSizes.xxl,
  fontWeight: 700,
  lineHeight: 1.2,
  color: theme.colors.primary,
});

/**
 * The awards messages: one at a time, changing every 30 s, with a pause control.
 * Visitors who prefer reduced motion get all of them as a still list, and screen
 * readers always hear the whole list once instead of a changing sentence.
 */
function AwardsMessages() {
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
  const { title, stats } = home.awards;
  return (
    <Section id="home-awards" title={title}>
      <AwardsMessages />
      <dl
        css={[
          gridStyle(150),
          {
            // auto-fit: the five cards share the whole row on wide screens.
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
          },
        ]}
      >
        {stats.map((stat) => (
          <div
            key={stat.id}
            // The label comes first for screen readers ("Facebook rating: 5 out of 5");
            // the value is shown on top.
            css={[statCard, stat.value.length > 5 && { '& dd': { fontSize: theme.fontSizes.xl } }]}
            data-testid={`stat-${stat.id}`}
          >
            <dt>{stat.label}</dt>
            <dd css={statValue}>
              {stat.spokenValue ? (
                <>
                  <span aria-hidden="true">{stat.value}</span>
                  <VisuallyHidden>{stat.spokenValue}</VisuallyHidden>
                </>
              ) : (
                stat.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
