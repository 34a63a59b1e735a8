import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import {
  alternatesOf,
  type Locale,
  locales,
  pathIn,
  site,
  useCanonicalPath,
  useLocale,
} from 'shared-content';
import { normalizePath } from 'shared-content/logic';
import * as styles from './Page.css';

export interface PageProps {
  /** Shown as the page's one `h1`. */
  heading: ReactNode;
  /** The document title (the group name is appended). */
  title: string;
  description: string;
  /** Text under the heading. */
  lead?: ReactNode;
  children: ReactNode;
}

/** Open Graph's language-and-territory codes: the pharmacies serve the United States. */
const ogLocales: Readonly<Record<Locale, string>> = { en: 'en_US', es: 'es_US' };

/** The page's document metadata; React 19 hoists these into `<head>`, on the server too. */
function PageMeta({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}) {
  const locale = useLocale();
  const fullTitle = title === site.groupName ? title : `${title} | ${site.groupName}`;
  const url = new URL(pathIn(path, locale), site.origin).href;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {alternatesOf(path, site.origin).map(({ hreflang, href }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
      ))}
      <meta property="og:locale" content={ogLocales[locale]} />
      {locales
        .filter((other) => other !== locale)
        .map((other) => (
          <meta key={other} property="og:locale:alternate" content={ogLocales[other]} />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.groupName} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
    </>
  );
}

/**
 * Every page's frame: title, meta description, canonical link, the links to the page in
 * each language (`hreflang`) and Open Graph tags, the
 * one `h1`, which receives focus after an in-site navigation so screen readers
 * announce the new page.
 */
export function Page({ heading, title, description, lead, children }: PageProps) {
  const canonicalPath = useCanonicalPath();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { key, pathname } = useLocation();
  // The first page of a visit keeps the browser's natural focus; a page reached by an
  // in-site navigation moves focus to its heading. A hash change (skip link) does not.
  const arrivedByNavigation = useRef(key !== 'default');
  arrivedByNavigation.current = key !== 'default';
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (pathname) changes
  useEffect(() => {
    if (arrivedByNavigation.current) headingRef.current?.focus();
  }, [pathname]);
  return (
    <div className={styles.pageWidth}>
      <PageMeta
        title={title}
        description={description}
        path={canonicalPath ?? normalizePath(pathname)}
      />
      <h1 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {/* Streams apart from the heading (see App). */}
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}
