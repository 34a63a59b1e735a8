import { css } from '@emotion/react';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { site, useLocale, useSiteText } from 'shared-content';
import { ActionLink, media, pageWidth, theme } from 'ui-kit';
import { navLinksOf } from '../federation/composition';
import { useRemotesConfig } from '../federation/preloaded';
import { LanguageNotice, LanguageSwitch } from './LanguageSwitch';
import { PharmacyMenu } from './PharmacyMenu';
import { QuickActions } from './QuickActions';
import { RotatingWord } from './RotatingWord';
import { useDismiss } from './useDismiss';

const headerStyle = css({
  borderBottom: `1px solid ${theme.colors.border}`,
  background: theme.colors.background,
  position: 'relative',
  zIndex: 10,
});

const barStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: theme.space.md,
  paddingTop: theme.space.sm,
  paddingBottom: theme.space.sm,
});

const brandLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.sm,
  fontSize: theme.fontSizes.lg,
  fontWeight: 700,
  color: theme.colors.primaryDark,
  textDecoration: 'none',
});

const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.sm}`,
  color: theme.colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.primary, textDecoration: 'underline' },
});

const navList = css({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: theme.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  [media.mobile]: { flexDirection: 'column', alignItems: 'stretch' },
});

const menuButton = css({
  display: 'none',
  [media.mobile]: { display: 'inline-flex' },
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.touchTarget,
  padding: `0 ${theme.space.md}`,
  border: `2px solid ${theme.colors.primary}`,
  borderRadius: theme.radii.md,
  background: theme.colors.background,
  color: theme.colors.primary,
  fontWeight: 600,
  font: 'inherit',
  cursor: 'pointer',
});

const Logo = () => (
  <svg aria-hidden="true" width="36" height="36" viewBox="0 0 32 32">
    <rect width="32" height="32" rx="6" fill={theme.colors.primary} />
    <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
  </svg>
);

/**
 * The header on every page: brand, rotating word, main navigation, pharmacies menu,
 * and on phones the Menu button and the quick actions (call, refill, find us).
 */
export function Header() {
  const { pathname } = useLocation();
  const { header: text } = useSiteText();
  const locale = useLocale();
  const sectionLinks = navLinksOf(useRemotesConfig(), locale);
  // The mobile menu stays open only on the page it was opened on.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;
  const header = useRef<HTMLElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  // Escape or a tap outside closes the phone menu; Escape puts focus back on Menu.
  const onMenuKeyDown = useDismiss({
    open: menuOpen,
    close: closeMenu,
    container: header,
    trigger: menuButtonRef,
  });

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the header closes the menu
    <header ref={header} css={headerStyle} onKeyDown={onMenuKeyDown}>
      <LanguageNotice />
      <div css={[pageWidth, barStyle]}>
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space.xs }}>
          <Link to="/" css={brandLink}>
            <Logo />
            {site.groupName}
          </Link>
          <RotatingWord />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          css={menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> {text.menu}
        </button>
        <nav
          id="site-navigation"
          aria-label={text.mainNavLabel}
          css={{ [media.mobile]: { display: menuOpen ? 'block' : 'none', width: '100%' } }}
        >
          <ul css={navList}>
            {text.links.map((item) => (
              <li key={item.href}>
                <ActionLink link={item} variant="none" css={navLink} />
              </li>
            ))}
            {/* The sections that link themselves from the navigation (the live composition). */}
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <ActionLink link={{ kind: 'route', ...item }} variant="none" css={navLink} />
              </li>
            ))}
            <li>
              <PharmacyMenu triggerStyle={navLink} />
            </li>
          </ul>
        </nav>
        <QuickActions />
        {/* Last in the bar, outside the phone menu: always in sight, after the quick actions. */}
        <LanguageSwitch />
      </div>
    </header>
  );
}
