import { useLayoutEffect, useState } from 'react';
import { randomSubset } from 'shared-content/logic';
import { useIsMobile } from 'ui-kit';
import { PartnerStrip } from '../components/PartnerStrip';
import type { Partner } from '../content/schemas';
import { island, useContent } from '../texts';
import { limits, timers } from '../timing';

/**
 * The partner list of the home page: after 2 s (8 s at 768 px or less) a random subset
 * of 40 partners (20 on mobile); the strip repeats the first 10 at the end. `null`
 * until then.
 */
function usePartnerList(partners: readonly Partner[], isMobile: boolean): Partner[] | null {
  const [list, setList] = useState<Partner[] | null>(null);
  const loaded = list !== null;
  // A layout effect: the delay starts the moment the strip has hydrated.
  useLayoutEffect(() => {
    if (loaded) return;
    const delay = isMobile ? timers.partnerLoadMobileMs : timers.partnerLoadDesktopMs;
    const size = isMobile ? limits.partnerSubsetMobile : limits.partnerSubsetDesktop;
    const id = window.setTimeout(() => setList(randomSubset(partners, size, Math.random)), delay);
    return () => window.clearTimeout(id);
  }, [partners, isMobile, loaded]);
  return list;
}

/**
 * The home widget's partner strip: a random subset of the partners, scrolling with its own
 * pause control, shown once it has loaded (`usePartnerList`). The server's HTML holds an
 * empty placeholder (the "View all partners" link beside it lists them all).
 */
function HomePartners() {
  const { partners, homeWidgetText: text } = useContent('homeWidget');
  const partnerList = usePartnerList(partners, useIsMobile());
  if (!partnerList) return <div data-home-widget="loading" />;
  return (
    <div data-home-widget="ready">
      <PartnerStrip
        label={text.partnersStripLabel}
        pauseLabel={text.partnersPauseLabel}
        partners={partnerList}
      />
    </div>
  );
}

export default island(HomePartners, { wake: 'visible', texts: 'homeWidget' });
