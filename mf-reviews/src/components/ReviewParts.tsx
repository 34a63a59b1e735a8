import { css } from '@emotion/react';
import { useLocale, useSiteText } from 'shared-content';
import { theme } from 'ui-kit';

/** The language the reviews and testimonials are quoted in, on every page (`lang`). */
export const quotationsLang = 'en';

/**
 * "Reseñas publicadas en inglés.": on a page in another language than the quotations',
 * says why they read in English (nothing on English pages).
 */
export function QuotedInEnglish() {
  const locale = useLocale();
  const { ui } = useSiteText();
  if (locale === quotationsLang) return null;
  return (
    <p role="note" css={[metaText, { margin: `0 0 ${theme.space.sm}`, fontStyle: 'italic' }]}>
      {ui.quotedInEnglish}
    </p>
  );
}

/** "✓ Verified patient": a small badge, not told by colour alone. */
export const VerifiedBadge = ({ label }: { label: string }) => (
  <span
    css={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.space.xs,
      padding: `0 ${theme.space.sm}`,
      borderRadius: theme.radii.pill,
      background: theme.colors.successSurface,
      color: theme.colors.success,
      fontSize: theme.fontSizes.sm,
      fontWeight: 600,
    }}
  >
    <span aria-hidden="true">✓</span>
    {label}
  </span>
);

/** A circle with a reviewer's initials (decorative; the name is written next to it). */
export const Avatar = ({ initials }: { initials: string }) => (
  <span
    aria-hidden="true"
    css={{
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: '0 0 auto',
      width: 44,
      height: 44,
      borderRadius: theme.radii.pill,
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      fontWeight: 700,
    }}
  >
    {initials}
  </span>
);

export const metaText = css({
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  margin: 0,
});

export const quoteText = css({
  margin: 0,
  fontSize: theme.fontSizes.lg,
  lineHeight: 1.5,
  '& p': { margin: 0 },
});
