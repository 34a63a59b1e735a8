import { Marquee, type MarqueePick } from 'ui-kit';
import type { Partner } from '../content/schemas';
import { limits } from '../timing';
import { PartnerBadge } from './PartnerBadge';
import * as styles from './PartnerStrip.css';
import { metaLine } from './ReviewParts.css';

/** A partner in a scrolling strip: its badge, name and kind. */
const PartnerStripItem = ({ partner }: { partner: Partner }) => (
  <div className={styles.item}>
    <PartnerBadge logo={partner.logo} category={partner.category} />
    <span className={styles.text}>
      <span className={styles.name}>{partner.name}</span>
      <span className={metaLine}>{partner.type}</span>
    </span>
  </div>
);

/**
 * Seconds per partner: each takes 15rem (12.5rem on narrow screens, where animations
 * are shorter, spec section 9), so both scroll at the same pace.
 */
const secondsPerItem = { desktop: 3, mobile: 2.5 };

/**
 * Partners scrolling in a marquee with its pause control: the list (or a random subset
 * of it, `pick`), then its first partners again (spec section 4: the first 10 repeated at
 * the end) so the loop joins. No React in the browser: the island loader runs it.
 */
export function PartnerStrip({
  label,
  pauseLabel,
  partners,
  pick,
}: {
  label: string;
  pauseLabel: string;
  partners: readonly Partner[];
  pick?: MarqueePick;
}) {
  return (
    <Marquee
      label={label}
      pauseLabel={pauseLabel}
      items={partners}
      getKey={(partner) => partner.name}
      renderItem={(partner) => <PartnerStripItem partner={partner} />}
      repeat={limits.partnerMarqueeRepeat}
      itemWidth="15rem"
      mobileItemWidth="12.5rem"
      durationMs={partners.length * secondsPerItem.desktop * 1000}
      mobileDurationMs={partners.length * secondsPerItem.mobile * 1000}
      pick={pick}
    />
  );
}
