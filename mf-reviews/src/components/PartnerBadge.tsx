import { css } from '@emotion/react';
import { theme } from 'ui-kit';
import { badgeColors } from './partnerColors';

const badge = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  minWidth: '3.5rem',
  height: '2.5rem',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radii.md,
  fontWeight: 700,
  fontSize: theme.fontSizes.sm,
  letterSpacing: '0.05em',
});

/**
 * A partner's logo as a text badge coloured by its category. Decorative: the
 * partner's name is always written next to it.
 */
export function PartnerBadge({ logo, category }: { logo: string; category: string }) {
  const colors = badgeColors(category);
  return (
    <span aria-hidden="true" css={badge} style={colors}>
      {logo}
    </span>
  );
}
