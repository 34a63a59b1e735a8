import { useState } from 'react';
import { brand, rotatingWords, theme, timers } from 'shared-content';
import { useInterval, usePrefersReducedMotion, VisuallyHidden } from 'shared-content/ui';

/**
 * "Your Family Pharmacy", with the word changing every 2 s. It has a pause control and
 * stands still for visitors who prefer reduced motion. Screen readers hear one stable
 * sentence instead of a stream of changes.
 */
export function RotatingWord() {
  const reducedMotion = usePrefersReducedMotion();
  const [pausedByUser, setPausedByUser] = useState(false);
  const [index, setIndex] = useState(0);
  const running = !pausedByUser && !reducedMotion;
  useInterval(
    () => setIndex((current) => (current + 1) % rotatingWords.length),
    timers.headerWordMs,
    running,
  );

  return (
    <p
      css={{
        margin: 0,
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        flexWrap: 'wrap',
      }}
    >
      <span aria-hidden="true">
        {brand.rotatingPrefix}{' '}
        {/* No reserved width: "Your Parlin Pharmacy" reads without a gap after short words. */}
        <strong data-testid="rotating-word" css={{ color: theme.colors.accent }}>
          {rotatingWords[index]}
        </strong>{' '}
        {brand.rotatingSuffix}
      </span>
      <VisuallyHidden>
        {`${brand.rotatingPrefix} ${rotatingWords.join(', ')} ${brand.rotatingSuffix}`}
      </VisuallyHidden>
      {!reducedMotion && (
        <button
          type="button"
          onClick={() => setPausedByUser((paused) => !paused)}
          aria-label={pausedByUser ? 'Play rotating pharmacy name' : 'Pause rotating pharmacy name'}
          css={{
            border: `1px solid ${theme.colors.border}`,
            background: theme.colors.background,
            color: theme.colors.text,
            borderRadius: theme.radii.sm,
            minWidth: 32,
            minHeight: 32,
            cursor: 'pointer',
          }}
        >
          <span aria-hidden="true">{pausedByUser ? '▶' : '❚❚'}</span>
        </button>
      )}
    </p>
  );
}
