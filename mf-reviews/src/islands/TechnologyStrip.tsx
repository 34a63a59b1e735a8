import { PartnerStrip } from '../components/PartnerStrip';
import { island, useContent } from '../texts';

/**
 * The technology partners of `/partners`, scrolling with their pause control. Without
 * script they stand still (the strip moves only once its pause control works).
 */
function TechnologyStrip() {
  const { technologyStrip, partnersPageText: text } = useContent('partners');
  return (
    <PartnerStrip
      label={text.technologyStripLabel}
      pauseLabel={text.technologyPauseLabel}
      partners={technologyStrip}
    />
  );
}

export default island(TechnologyStrip, { wake: 'visible', texts: 'partners' });
