import { css } from '@emotion/react';
import { site, useSiteText } from 'shared-content';
import {
  ActionLink,
  gridStyle,
  LanguageHelp,
  LocationPhones,
  pageWidth,
  StaticHtml,
  theme,
} from 'ui-kit';

const footerStyle = css({
  background: theme.colors.primaryDark,
  color: theme.colors.onPrimary,
  padding: `${theme.space.xl} 0`,
  'a, a:visited': { color: theme.colors.onPrimary },
  ':focus-visible': { outlineColor: theme.colors.focusOnDark },
});

const groupHeading = css({ fontSize: theme.fontSizes.md, margin: `0 0 ${theme.space.sm}` });
const linkList = css({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.space.xs,
});

/**
 * The footer on every page: every link of `footerGroups`, phones with the free language
 * assistance line, and the copyright.
 */
export function Footer() {
  const { footer, brand } = useSiteText();
  return (
    <footer css={footerStyle}>
      {/* Links and phone numbers only: kept as the server wrote them. */}
      <StaticHtml css={pageWidth}>
        <div css={gridStyle(180)}>
          {footer.groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 css={groupHeading}>{group.title}</h2>
              <ul css={linkList}>
                {group.links.map((link) => (
                  <li key={link.href}>
                    <ActionLink link={link} variant="none" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <div>
            <h2 css={groupHeading}>{footer.callHeading}</h2>
            <LocationPhones />
            <LanguageHelp css={{ margin: 0 }} />
          </div>
        </div>
        <p css={{ marginTop: theme.space.xl, marginBottom: 0 }}>
          {brand.tagline} © {site.copyrightYear} {site.groupName}. {footer.rights}
        </p>
      </StaticHtml>
    </footer>
  );
}
