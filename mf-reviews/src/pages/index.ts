import { type ComponentType, createElement } from 'react';
import type { Locale } from 'shared-content';
import { lazyPageWithTexts, type PageComponents, pageMapPerLocale } from 'shared-content/ui';
import { ContentProvider, type ReviewsContent } from '../content/context';
// The declaration only: each page's texts load with it, in the page's language.
import { reviewPages } from '../content/pages';

// Each page loads when visited (the server's HTML shows the page meanwhile), with its
// texts in the page's language and no other: the page's component and its content
// modules are chunks loaded together. Chunk names: `page-<kind>` for the component,
// `page-<kind>-<lang>` for its texts.

type ReviewsPage = Exclude<keyof ReviewsContent, 'homeWidget'>;
type PageModule = Promise<{ default: ComponentType }>;
type Loaders = { [Page in ReviewsPage]: () => Promise<ReviewsContent[Page]> };

const components: { [Page in ReviewsPage]: () => PageModule } = {
  testimonials: () => import(/* webpackChunkName: "page-testimonials" */ './Testimonials'),
  partners: () => import(/* webpackChunkName: "page-partners" */ './Partners'),
};

type Samples = Pick<ReviewsContent['testimonials'], 'sampleContent' | 'sampleNotices'>;

/** What /testimonials reads of one language's modules (named, so the rest is left out). */
const testimonialsTexts = (
  { reviews, reviewsPageText }: Omit<ReviewsContent['testimonials'], keyof Samples>,
  { sampleContent, sampleNotices }: Samples,
): ReviewsContent['testimonials'] => ({ reviews, reviewsPageText, sampleContent, sampleNotices });

/** What /partners reads of one language's modules. */
const partnersTexts = (
  page: Omit<ReviewsContent['partners'], keyof Samples>,
  { sampleContent, sampleNotices }: Samples,
): ReviewsContent['partners'] => {
  const { financialPartners, localPartners, nationalPartners, partnerBadge } = page;
  const { technologyStrip, partnersPageText } = page;
  return {
    financialPartners,
    localPartners,
    nationalPartners,
    partnerBadge,
    technologyStrip,
    partnersPageText,
    sampleContent,
    sampleNotices,
  };
};

// Written out per language and page: a chunk name must be a literal in its import.
const texts: Record<Locale, Loaders> = {
  en: {
    testimonials: async () =>
      testimonialsTexts(
        ...(await Promise.all([
          import(/* webpackChunkName: "page-testimonials-en" */ '../content/reviews'),
          import(/* webpackChunkName: "page-samples-en" */ '../content/samples'),
        ])),
      ),
    partners: async () =>
      partnersTexts(
        ...(await Promise.all([
          import(/* webpackChunkName: "page-partners-en" */ '../content/partners'),
          import(/* webpackChunkName: "page-samples-en" */ '../content/samples'),
        ])),
      ),
  },
  es: {
    testimonials: async () =>
      testimonialsTexts(
        ...(await Promise.all([
          import(/* webpackChunkName: "page-testimonials-es" */ '../content/reviews.es'),
          import(/* webpackChunkName: "page-samples-es" */ '../content/samples.es'),
        ])),
      ),
    partners: async () =>
      partnersTexts(
        ...(await Promise.all([
          import(/* webpackChunkName: "page-partners-es" */ '../content/partners.es'),
          import(/* webpackChunkName: "page-samples-es" */ '../content/samples.es'),
        ])),
      ),
  },
};

/** A page that loads its component and its texts in `locale`, and renders it with them. */
function lazyPage<Page extends ReviewsPage>(page: Page, locale: Locale) {
  const loadTexts = texts[locale][page] as () => Promise<ReviewsContent[Page]>;
  return lazyPageWithTexts(`${page} (${locale})`, components[page], loadTexts, (value, content) =>
    createElement(ContentProvider<Page>, { view: page, value }, content),
  );
}

export { reviewPages as declaration };

const makePages = (locale: Locale) =>
  ({
    '/testimonials': lazyPage('testimonials', locale),
    '/partners': lazyPage('partners', locale),
  }) satisfies PageComponents<typeof reviewPages>;

/** The section's pages in `locale`, each loading its component and its texts in that language. */
export const pagesIn = pageMapPerLocale(makePages);
