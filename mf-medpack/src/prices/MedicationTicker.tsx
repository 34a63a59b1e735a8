import { actionStyles, classes, Marquee, Section } from 'ui-kit';
import type { BestPricesPage } from '../content/schemas';
import { useContent } from '../texts';
import { timers } from '../timing';
import * as styles from './MedicationTicker.css';
import { priceSearchQuery, splitMedication } from './search';

/** A medication chip: the site's secondary action, pill-shaped and on one line. */
const chip = classes(actionStyles.secondary, styles.chip);

/** Where a chip leads without script: this page with the form filled in. */
const fillHref = (medication: string, { form, ticker }: Pick<BestPricesPage, 'form' | 'ticker'>) =>
  priceSearchQuery({ ...form.defaults, ...splitMedication(medication), zip: ticker.zip });

/**
 * The popular-medication ticker: a 45 s loop of chips, each a link that fills the
 * search form (with script in place, without it by loading the page filled in). The shared marquee gives it a Pause control, holds it still on hover
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
  const { ticker, form } = useContent('prices').bestPricesPage;
  // A fixed id: the ticker is part of the price search's island, which hydrates on a root
  // of its own, where `useId` (the section's default) would not give the server's id.
  return (
    <Section id="popular-medications" title={ticker.title} intro={ticker.intro}>
      <Marquee
        pauseLabel={ticker.pauseLabel}
        items={medications}
        getKey={(medication) => medication}
        renderItem={(medication) => (
          <a
            href={fillHref(medication, { form, ticker })}
            className={chip}
            onClick={(event) => {
              event.preventDefault();
              onPick(medication);
            }}
          >
            {medication}
          </a>
        )}
        durationMs={timers.tickerLoopMs}
      />
    </Section>
  );
}
