import { css, keyframes } from '@emotion/react';
import { useState } from 'react';
import { media, theme, timers } from 'shared-content';
import { bestPricesPage } from 'shared-content/content/prices';
import { PauseButton, Section, usePrefersReducedMotion } from 'shared-content/ui';

const { ticker } = bestPricesPage;

// The track holds the list twice; moving it by half its width loops seamlessly.
const scroll = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-50%)' },
});

const viewport = css({
  overflow: 'hidden',
  maxWidth: '100%',
  padding: `${theme.space.xs} 0`,
});

const track = css({ display: 'flex', width: 'max-content' });

const moving = css({
  animation: `${scroll} ${timers.tickerLoopMs}ms linear infinite`,
  // Hovering or focusing a chip holds it still so it can be read and chosen.
  '&:hover, &:focus-within': { animationPlayState: 'paused' },
  [media.reducedMotion]: { animation: 'none' },
});

const chipList = (wrap: boolean) =>
  css({
    display: 'flex',
    flexWrap: wrap ? 'wrap' : 'nowrap',
    gap: theme.space.sm,
    listStyle: 'none',
    margin: 0,
    padding: wrap ? 0 : `0 ${theme.space.sm} 0 0`,
  });

const chip = css({
  minHeight: 44,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radii.pill,
  border: `2px solid ${theme.colors.primary}`,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontSize: theme.fontSizes.md,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  '&:hover': { background: theme.colors.surface },
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: -5 },
});

/**
 * The popular-medication ticker: a 45 s loop of chips, each a button that fills the
 * search form. It has a Pause control, stops on hover and focus, and stands still
 * (wrapped, no copy) when the visitor prefers reduced motion.
 */
export function MedicationTicker({
  medications,
  onPick,
}: {
  medications: readonly string[];
  onPick: (medication: string) => void;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const animated = !reducedMotion;
  const chips = () =>
    medications.map((medication) => (
      <li key={medication}>
        <button type="button" css={chip} onClick={() => onPick(medication)}>
          {medication}
        </button>
      </li>
    ));
  return (
    <Section title={ticker.title} intro={ticker.intro}>
      {animated && (
        <PauseButton
          paused={paused}
          onToggle={() => setPaused((value) => !value)}
          label={ticker.pauseLabel}
        />
      )}
      <div css={[viewport, { marginTop: theme.space.sm }]}>
        <div css={[track, animated && moving, paused && { animationPlayState: 'paused' }]}>
          <ul css={chipList(!animated)}>{chips()}</ul>
          {animated && (
            <ul css={chipList(false)} aria-hidden="true" inert>
              {chips()}
            </ul>
          )}
        </div>
      </div>
    </Section>
  );
}
