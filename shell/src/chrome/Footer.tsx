import { site, useSiteText } from 'shared-content';
import { ActionLink, LanguageHelp, LocationPhones, pageWidth } from 'ui-kit';
import { StaticHtml } from 'ui-kit/routing';
import * as styles from './Footer.css';

/**
 * The footer on every page: every link of `footerGroups`, phones with the free language
 * assistance line, and the copyright.
 */
export function Footer() {
  const { footer, brand } = useSiteText();
  return (
    <footer className={styles.footer}>
      {/* Links and phone numbers only: kept as the server wrote them. */}
      <StaticHtml className={pageWidth}>
        <div className={styles.groups}>
          {footer.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={styles.groupHeading}>{group.title}</h2>
              <ul className={styles.linkList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <ActionLink link={link} variant="none" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 className={styles.groupHeading}>{footer.callHeading}</h2>
            <LocationPhones />
            <LanguageHelp className={styles.languageHelp} />
          </div>
        </div>
        <p className={styles.copyright}>
          {brand.tagline} © {site.copyrightYear} {site.groupName}. {footer.rights}
        </p>
      </StaticHtml>
    </footer>
  );
}
