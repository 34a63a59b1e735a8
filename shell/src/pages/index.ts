import { type ComponentType, createElement } from 'react';
import type { Locale } from 'shared-content';
import { lazyPageWithTexts, type PageComponents, pageMapPerLocale } from 'shared-content/ui';
import { ContentProvider, type ShellPage, type ShellPageContent } from '../content/context';
import { shellPages } from '../content/pages';

// Each page loads when visited (App wraps routes in <Suspense>; the server's HTML shows
// the page meanwhile), with its texts in the page's language and no other: the page's
// component and that page's content module are two chunks loaded together. /contact alone
// brings the form's rules and zod with it. Chunk names: `page-<path>` for the component
// (`page-home` for /; the server preloads it), `page-<path>-<lang>` for its texts.

type PageModule = Promise<{ default: ComponentType }>;
type Loaders = { [Page in ShellPage]: () => Promise<ShellPageContent[Page]> };

const components: { [Page in ShellPage]: () => PageModule } = {
  home: () => import(/* webpackChunkName: "page-home" */ './home/Home'),
  about: () => import(/* webpackChunkName: "page-about" */ './about/About'),
  contact: () => import(/* webpackChunkName: "page-contact" */ './contact/Contact'),
  features: () => import(/* webpackChunkName: "page-features" */ './features/Features'),
  blog: () => import(/* webpackChunkName: "page-blog" */ './blog/Blog'),
};

// Written out per language and page: a chunk name must be a literal in its import.
const texts: Record<Locale, Loaders> = {
  en: {
    home: () => import(/* webpackChunkName: "page-home-en" */ '../content/home'),
    about: () => import(/* webpackChunkName: "page-about-en" */ '../content/about'),
    contact: () => import(/* webpackChunkName: "page-contact-en" */ '../content/contact'),
    features: () => import(/* webpackChunkName: "page-features-en" */ '../content/features'),
    blog: () => import(/* webpackChunkName: "page-blog-en" */ '../content/blog'),
  },
  es: {
    home: () => import(/* webpackChunkName: "page-home-es" */ '../content/home.es'),
    about: () => import(/* webpackChunkName: "page-about-es" */ '../content/about.es'),
    contact: () => import(/* webpackChunkName: "page-contact-es" */ '../content/contact.es'),
    features: () => import(/* webpackChunkName: "page-features-es" */ '../content/features.es'),
    blog: () => import(/* webpackChunkName: "page-blog-es" */ '../content/blog.es'),
  },
};

/** A page that loads its component and its texts in `locale`, and renders it with them. */
function lazyPage<Page extends ShellPage>(page: Page, locale: Locale) {
  const loadTexts = texts[locale][page] as () => Promise<ShellPageContent[Page]>;
  return lazyPageWithTexts(`${page} (${locale})`, components[page], loadTexts, (value, content) =>
    createElement(ContentProvider<Page>, { page, value }, content),
  );
}

export { shellPages as declaration };

const pagesIn = (locale: Locale) =>
  ({
    '/': lazyPage('home', locale),
    '/about': lazyPage('about', locale),
    '/contact': lazyPage('contact', locale),
    '/features': lazyPage('features', locale),
    '/blog': lazyPage('blog', locale),
  }) satisfies PageComponents<typeof shellPages>;

/** The pages the shell renders itself, in `locale`; every other path belongs to a remote or goes home. */
export const shellPagesIn = pageMapPerLocale(pagesIn);

/** The English pages (what App.tsx renders until it picks the map by the page's language). */
export const pages = shellPagesIn('en');
