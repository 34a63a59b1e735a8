import { useContent } from '../texts';
import { limits, timers } from '../timing';
import { PartnerStrip } from './PartnerStrip';

/** Spec section 4: 40 partners after 2 s, 20 after 8 s at 768 px or less. */
const homePick = {
  size: limits.partnerSubsetDesktop,
  mobileSize: limits.partnerSubsetMobile,
  afterMs: timers.partnerLoadDesktopMs,
  mobileAfterMs: timers.partnerLoadMobileMs,
};

/**
 * The home widget's partner strip: after 2 s (8 s at 768 px or less) a random subset of
 * 40 partners (20 on mobile), scrolling with its own pause control, the first 10 repeated
 * at the end. No React in the browser: the server sends every partner once, as the
 * strip's pool (markup the browser keeps as text), and the island loader's marquee
 * behaviour picks and shows them
 * (hidden until then, and without script: the "View all partners" link lists them all).
 */
export function HomePartners() {
  const { partners, homeWidgetText: text } = useContent('homeWidget');
  return (
    <PartnerStrip
      label={text.partnersStripLabel}
      pauseLabel={text.partnersPauseLabel}
      partners={partners}
      pick={homePick}
    />
  );
}
