import { type ComponentType, createElement } from 'react';
import type { Locale } from 'shared-content';
import { lazyPageWithTexts, type PageComponents } from 'shared-content/ui';
import { ContentProvider, type MedpackPageContent, type MedpackPageKind } from '../content/context';
import { medpackPages } from '../content/pages';
import BestPrices from './BestPrices';

// Each page loads when visited (the shell wraps routes in <Suspense>; the server's HTML
// shows the page meanwhile), with its texts in the page's language and no other: the
// page's component and its kind's content module are two chunks loaded together, so a
// visitor to /best-prices downloads neither the MedPack pages nor their texts. Chunk
// names: `page-<path>` for a component, `texts-<kind>-<lang>` for a kind's texts.

type PagePath = Exclude<(typeof medpackPages.pages)[number], '/best-prices'>;
type PageModule = Promise<{ default: ComponentType }>;
type LazyKind = Exclude<MedpackPageKind, 'prices'>;
type Loaders = { [Kind in LazyKind]: () => Promise<MedpackPageContent[Kind]> };

const components: Record<PagePath, () => PageModule> = {
  '/medpack': () => import(/* webpackChunkName: "page-medpack" */ './MedPack'),
  '/medpack/how-it-works': () =>
    import(/* webpackChunkName: "page-medpack-how-it-works" */ './MedPackHowItWorks'),
  '/pet-medications': () =>
    import(/* webpackChunkName: "page-pet-medications" */ './PetMedications'),
};

// Written out per language and kind: a chunk name must be a literal in its import.
const texts: Record<Locale, Loaders> = {
  en: {
    medpack: () => import(/* webpackChunkName: "texts-medpack-en" */ '../content/medpack'),
    pets: () => import(/* webpackChunkName: "texts-pets-en" */ '../content/pets'),
  },
  es: {
    medpack: () => import(/* webpackChunkName: "texts-medpack-es" */ '../content/medpack.es'),
    pets: () => import(/* webpackChunkName: "texts-pets-es" */ '../content/pets.es'),
  },
};

/** A page that loads its component and the texts of its `kind` in `locale`, and renders it with them. */
function lazyPage<Kind extends LazyKind>(path: PagePath, kind: Kind, locale: Locale) {
  const loadTexts: Loaders[Kind] = texts[locale][kind];
  return lazyPageWithTexts(`${path} (${locale})`, components[path], loadTexts, (value, content) =>
    createElement(ContentProvider<Kind>, { kind, value }, content),
  );
}

export { medpackPages as declaration };

/**
 * /best-prices, the section's busiest page, comes with the section's entry in each
 * language (its texts given by `Section`/`SectionEs`): its first view loads no chunk after
 * the entry, so nothing waits on a chain of requests.
 */
function eagerPage<Kind extends MedpackPageKind>(
  kind: Kind,
  value: MedpackPageContent[Kind],
  Component: ComponentType,
) {
  const Page = () =>
    createElement(ContentProvider<Kind>, { kind, value }, createElement(Component));
  return Page;
}

const pagesIn = (locale: Locale, prices: MedpackPageContent['prices']) =>
  ({
    '/medpack': lazyPage('/medpack', 'medpack', locale),
    '/medpack/how-it-works': lazyPage('/medpack/how-it-works', 'medpack', locale),
    '/pet-medications': lazyPage('/pet-medications', 'pets', locale),
    '/best-prices': eagerPage('prices', prices, BestPrices),
  }) satisfies PageComponents<typeof medpackPages>;

type MedpackPagesMap = ReturnType<typeof pagesIn>;

// One map per language for the life of the app: a lazy component made again on each
// render would load and mount its page again.
const made: Partial<Record<Locale, MedpackPagesMap>> = {};

/**
 * The pages of mf-medpack in `locale`, each loading its component and its texts when
 * visited; /best-prices's texts in that language are given (`prices`).
 */
export function medpackPagesIn(
  locale: Locale,
  prices: MedpackPageContent['prices'],
): MedpackPagesMap {
  made[locale] ??= pagesIn(locale, prices);
  return made[locale];
}
