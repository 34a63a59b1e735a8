import { css } from '@emotion/react';
import { ActionLink, focusRing, media, theme } from 'ui-kit';
import { useContent } from '../../useContent';

const bannerStyle = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  margin: `${theme.space.xl} 0`,
  padding: theme.space.xl,
  borderRadius: theme.radii.lg,
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  [media.mobile]: { padding: theme.space.lg },
});

const headingStyle = css({
  margin: `0 0 ${theme.space.xs}`,
  fontSize: theme.fontSizes.xl,
  color: theme.colors.onPrimary,
});

const buttonStyle = css({
  background: theme.colors.background,
  borderColor: theme.colors.background,
  color: theme.colors.primaryDark,
  '&:hover': { background: theme.colors.surface },
  // The ring in white: the banner is dark.
  '&:focus-visible': { ...focusRing, outlineColor: theme.colors.onPrimary },
});

/** "Access Prescription Management 24/7", sending visitors to the portal login. */
export function PortalBanner() {
  const { home } = useContent('home');
  const { banner } = home;
  return (
    <section aria-labelledby="home-portal-heading" css={bannerStyle}>
      <div css={{ minWidth: 0, flex: '1 1 20rem' }}>
        <h2 id="home-portal-heading" css={headingStyle}>
          {banner.title}
        </h2>
        <p css={{ margin: 0 }}>{banner.text}</p>
      </div>
      <ActionLink link={banner.link} variant="primary" css={buttonStyle} />
    </section>
  );
}
