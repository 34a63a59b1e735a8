import { useCallback, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { site, useLocale, useSiteText } from 'shared-content';
import { ActionLink, pageWidth, StaticHtml, theme } from 'ui-kit';
import { navLinksOf } from '../federation/composition';
import { useRemotesConfig } from '../federation/preloaded';
import * as styles from './Header.css';
import { LanguageNotice, LanguageSwitch } from './LanguageSwitch';
import { PharmacyMenu } from './PharmacyMenu';
import { QuickActions } from './QuickActions';
import { RotatingWord } from './RotatingWord';
import { useDismiss } from './useDismiss';

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
    <header ref={header} className={styles.header} onKeyDown={onMenuKeyDown}>
      <LanguageNotice />
      <div className={`${pageWidth} ${styles.bar}`}>
        <div className={styles.brandColumn}>
          {/* The header's links are kept as the server wrote them; only its controls hydrate. */}
          <StaticHtml className={styles.brandHome}>
            <Link to="/" className={styles.brandLink}>
              <Logo />
              {site.groupName}
            </Link>
          </StaticHtml>
          <RotatingWord />
        </div>
        <button
          ref={menuButtonRef}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span> {text.menu}
        </button>
        <nav
          id="site-navigation"
          aria-label={text.mainNavLabel}
          className={menuOpen ? styles.nav.open : styles.nav.closed}
        >
          <StaticHtml as="ul" className={styles.navList}>
            {text.links.map((item) => (
              <li key={item.href}>
                <ActionLink link={item} variant="none" className={styles.navLink} />
              </li>
            ))}
            {/* The sections that link themselves from the navigation (the live composition). */}
            {sectionLinks.map((item) => (
              <li key={item.href}>
                <ActionLink
                  link={{ kind: 'route', ...item }}
                  variant="none"
                  className={styles.navLink}
                />
              </li>
            ))}
          </StaticHtml>
          {/* A control, so beside the kept list rather than in it. */}
          <PharmacyMenu triggerClass={styles.navButton} />
        </nav>
        <QuickActions />
        {/* Last in the bar, outside the phone menu: always in sight, after the quick actions. */}
        <LanguageSwitch />
      </div>
    </header>
  );
}
