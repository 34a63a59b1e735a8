import { theme } from 'shared-content';
import type { Partner } from 'shared-content/schemas/partners';
import { PartnerBadge } from './PartnerBadge';
import { metaText } from './ReviewParts';

/** A partner in a scrolling strip: its badge, name and kind. */
export const PartnerStripItem = ({ partner }: { partner: Partner }) => (
  <div css={{ display: 'flex', alignItems: 'center', gap: theme.space.sm }}>
    <PartnerBadge logo={partner.logo} category={partner.category} />
    <span css={{ minWidth: 0, lineHeight: 1.3 }}>
      <span css={{ display: 'block', fontWeight: 600, fontSize: theme.fontSizes.sm }}>
        {partner.name}
      </span>
      <span css={[metaText, { display: 'block' }]}>{partner.type}</span>
    </span>
  </div>
);
