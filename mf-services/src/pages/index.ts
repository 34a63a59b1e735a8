import { type ComponentType, createElement } from 'react';
import type { Locale } from 'shared-content';
import { lazyPageWithTexts, type PageComponents, pageMapPerLocale } from 'shared-content/ui';
import { ContentProvider, type SectionPage, type SectionPageContent } from '../content/context';
import { servicePages } from '../content/pages';

// One chunk per kind of page, so a visitor to the hours does not download the legal
// documents (or the FAQ), with its texts in the page's language and no other: the page's
// component and its content modules in that language are chunks loaded together. The
// server's HTML shows the page while they load. Chunk names: `services-<kind>` for the
// component, `services-<kind>-<lang>` for its texts.

type PageModule = Promise<{ default: ComponentType }>;
type Loaders = { [Page in SectionPage]: () => Promise<SectionPageContent[Page]> };

const components: { [Page in SectionPage]: () => PageModule } = {
  content: () => import(/* webpackChunkName: "services-content" */ './ContentRoute'),
  faq: () => import(/* webpackChunkName: "services-faq" */ './Faq'),
  hours: () => import(/* webpackChunkName: "services-hours" */ './Hours'),
  legal: () => import(/* webpackChunkName: "services-legal" */ './LegalRoute'),
};

// Written out per language and kind: a chunk name must be a literal in its import. Each
// `texts/<kind>-<lang>.ts` re-exports the texts that kind of page reads, and nothing else.
const texts: Record<Locale, Loaders> = {
  en: {
    content: () => import(/* webpackChunkName: "services-content-en" */ './texts/content-en'),
    faq: () => import(/* webpackChunkName: "services-faq-en" */ './texts/faq-en'),
    hours: () => import(/* webpackChunkName: "services-hours-en" */ './texts/hours-en'),
    legal: () => import(/* webpackChunkName: "services-legal-en" */ './texts/legal-en'),
  },
  es: {
    content: () => import(/* webpackChunkName: "services-content-es" */ './texts/content-es'),
    faq: () => import(/* webpackChunkName: "services-faq-es" */ './texts/faq-es'),
    hours: () => import(/* webpackChunkName: "services-hours-es" */ './texts/hours-es'),
    legal: () => import(/* webpackChunkName: "services-legal-es" */ './texts/legal-es'),
  },
};

/** A page that loads its component and its texts in `locale`, and renders it with them. */
function lazyPage<Page extends SectionPage>(page: Page, locale: Locale) {
  const loadTexts: () => Promise<SectionPageContent[Page]> = texts[locale][page];
  return lazyPageWithTexts(`${page} (${locale})`, components[page], loadTexts, (value, content) =>
    createElement(ContentProvider<Page>, { page, value }, content),
  );
}

export { servicePages as declaration };

const makePages = (locale: Locale) => {
  const content = lazyPage('content', locale);
  const faq = lazyPage('faq', locale);
  const hours = lazyPage('hours', locale);
  const legal = lazyPage('legal', locale);
  return {
    '/services/refills': content,
    '/services/transfers': content,
    '/services/consultations': content,
    '/services/medication-sync': content,
    '/support/faq': faq,
    '/support/hours': hours,
    '/support/insurance': content,
    '/legal/privacy': legal,
    '/legal/terms': legal,
    '/legal/hipaa': legal,
    '/legal/accessibility': legal,
    '/legal/nondiscrimination': legal,
  } satisfies PageComponents<typeof servicePages>;
};

/** The component of each page of the Services, support and legal team, in `locale`. */
export const pagesIn = pageMapPerLocale(makePages);

/** The English pages. */
export const pages = pagesIn('en');
