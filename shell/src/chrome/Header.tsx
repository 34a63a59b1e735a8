import { Link } from 'react-router-dom';
import { site, useLocale, useSiteText } from 'shared-content';
import { ActionLink, actionStyles, classes, pageWidth, theme } from 'ui-kit';
import { StaticHtml } from 'ui-kit/routing';
import { navLinksOf } from '../federation/composition';
import { useRemotesConfig } from '../federation/preloaded';
import * as styles from './Header.css';
import { LanguageNotice } from './LanguageNotice';
import { LanguageSwitch } from './LanguageSwitch';
import { PharmacyMenu } from './PharmacyMenu';
import { QuickActions } from './QuickActions';
import { RotatingWord } from './RotatingWord';
import { usePopover } from './usePopover';

const Logo = () => (
  <svg aria-hidden="true" width="36" height="36" viewBox="0 0 32 32" className={styles.logo}>
    <rect width="32" height="32" rx="6" fill={theme.colors.primary} />
    <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
  </svg>
);

/** The id of the main navigation: the phone's Menu button opens it as a popover. */
const navigationId = 'site-navigation';

/**
 * The header on every page. On a wide screen: the brand, with the rotating word and the
 * language switch on its right, over one row of navigation. On a phone it gives the
 * screen to the page: the brand on one line; the rotating word with its pause beside the
 * language switch; then a bar of Menu and the quick actions (call, refill, find us).
 * Menu opens the navigation as a native popover over the page (it works without script).
 * The source order is the reading and Tab order of both layouts. No script runs here:
 * every control is native HTML (popovers, links, the rotating word's CSS and checkbox).
 */
export function Header() {
  const { header: text } = useSiteText();
  const locale = useLocale();
  const sectionLinks = navLinksOf(useRemotesConfig(), locale);
  const { buttonProps } = usePopover(navigationId);

  return (
    <header className={styles.header}>
      <LanguageNotice />
      <div className={`${pageWidth} ${styles.bar}`}>
        {/* The header's links are kept as the server wrote them; only its controls hydrate. */}
        <StaticHtml className={styles.brandHome}>
          <Link to="/" className={styles.brandLink}>
            <Logo />
            {site.groupName}
          </Link>
        </StaticHtml>
        <div className={styles.utility}>
          <RotatingWord className={styles.rotating} />
          <LanguageSwitch />
        </div>
        <button
          type="button"
          {...buttonProps}
          className={classes(actionStyles.secondary, styles.menuButton)}
        >
          {/* ☰, or ✕ while the navigation is open (CSS: it needs no script). */}
          <span aria-hidden="true" className={styles.menuIcon} /> {text.menu}
        </button>
        <nav id={navigationId} popover="auto" aria-label={text.mainNavLabel} className={styles.nav}>
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
        <QuickActions className={styles.quickActions} />
      </div>
    </header>
  );
}
