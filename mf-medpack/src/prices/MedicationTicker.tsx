import { css } from '@emotion/react';
import { theme, timers } from 'shared-content';
import { bestPricesPage } from 'shared-content/content/medpack';
import { Button, Marquee, Section } from 'shared-content/ui';

const { ticker } = bestPricesPage;

/** A medication chip: the site's secondary button, pill-shaped and on one line. */
const chip = css({
  borderRadius: theme.radii.pill,
  padding: `${theme.space.xs} ${theme.space.md}`,
  whiteSpace: 'nowrap',
  // Inside the strip's clipped frame the ring is drawn inwards.
  '&:focus-visible': { outlineOffset: theme.focusRing.insetOffset },
});

/**
 * The popular-medication ticker: a 45 s loop of chips, each a button that fills the
 * search form. The shared marquee gives it a Pause control, holds it still on hover
 * and focus, and stands it still (wrapped, no copy) when the visitor prefers reduced
 * motion.
 */
export function MedicationTicker({
  medications,
  onPick,
}: {
  medications: readonly string[];
  onPick: (medication: string) => void;
}) {
  return (
    <Section title={ticker.title} intro={ticker.intro}>
      <Marquee
        pauseLabel={ticker.pauseLabel}
        items={medications}
        getKey={(medication) => medication}
        renderItem={(medication) => (
          <Button variant="secondary" css={chip} onClick={() => onPick(medication)}>
            {medication}
          </Button>
        )}
        durationMs={timers.tickerLoopMs}
      />
    </Section>
  );
}
