import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  useContext,
} from 'react';
// Types only: this module is bundled into each deployable (its own texts context), so it
// must not bring a second copy of the shared platform code with it.
import type { Locale, PageDeclaration, QueryParams } from 'shared-content';
import { type IslandMaker, islandMaker } from './island';
import {
  keyOf,
  PageQueryParams,
  ProvideTexts,
  TextsContext,
  type TextsInEveryLanguage,
  type TextsLoader,
} from './texts-context';

/**
 * One way to write a section (a remote's pages, or the shell's own): its texts
 * (`src/texts.ts`) and its declaration (`src/section.ts`), which lists each page with its
 * component and the set of texts it reads, each loaded when the page is visited, as its own chunk per page and language. An English
 * page never downloads Spanish texts, and the reverse.
 *
 *     // src/texts.ts: the section's texts, one module per set and language
 *     export const sectionTexts = defineTexts(packageJson.name, {
 *       prices: { en: () => import('./content/prices'), es: () => import('./content/prices.es') },
 *     });
 *     export const { useContent } = sectionTexts;
 *
 *     // src/section.ts: its pages
 *     export const section = defineSection({
 *       ...sectionTexts,
 *       pages: {
 *         '/best-prices': {
 *           component: () => import('./pages/BestPrices'),
 *           texts: 'prices',
 *           linkedFrom: { page: '/medpack' },
 *         },
 *       },
 *     });
 *     // in a page: const { bestPricesPage } = useContent('prices')
 *
 * The build reads the same declaration (`pluginPageChunks`) and publishes the chunks
 * each page needs in each language, so the server starts them with the page.
 * This module imports React only (no UI, no facts): the build configs read it in Node.
 */

/** Where a page is linked from, so a visitor can reach it (`tests/e2e/reachability.spec.ts`). */
export type LinkedFrom =
  /** An entry of the site's main navigation, its label per language. */
  | { nav: Readonly<Record<Locale, string>> }
  /** A page that links to it (one click from `/`, or itself linked so). */
  | { page: string };

/** What a page component receives: its canonical path (an alias shows its canonical page). */
export interface SectionPageProps {
  path: string;
}

export interface PageEntry<TextsName extends string> {
  /** The page's component, loaded when the page is visited. */
  component: () => Promise<{ default: ComponentType<SectionPageProps> }>;
  /** The texts it reads (a name in the section's `texts`), loaded with it in the page's language. */
  texts: TextsName;
  linkedFrom: LinkedFrom;
  /**
   * The query parameters the page reads (a GET form) and the values each may hold; no
   * other reaches its render, and a value outside them gets the canonical page.
   */
  queryParams?: QueryParams;
}

interface SectionInput<Texts extends Record<string, object>, Path extends string> {
  /** The deployable's name (`mf-medpack`, `shell`), for messages. */
  name: string;
  texts: { [Name in keyof Texts]: TextsInEveryLanguage<Texts[Name]> };
  pages: { [P in Path]: PageEntry<keyof Texts & string> };
  /** Other paths that show a page (with `<link rel="canonical">` to it); checked when defined. */
  aliases?: Readonly<Record<string, string>>;
}

export interface SectionDefinition<Texts extends Record<string, object>, Path extends string> {
  name: string;
  texts: SectionInput<Texts, Path>['texts'];
  pages: SectionInput<Texts, Path>['pages'];
  /** The pages as routes: canonical paths, aliases, query parameters. */
  declaration: PageDeclaration<Path>;
  /** Every text set in `lang`, loaded (tests, and the standalone harness). */
  loadTexts: (lang: Locale) => Promise<Texts>;
  /** Each page in `lang`, loading its component and its texts when first rendered. */
  pagesIn: (lang: Locale) => Readonly<Record<Path, ComponentType>>;
  /**
   * A part outside the section's pages (a widget for another page's slot) with the texts
   * named `name`, loaded in the page's language when it renders.
   */
  partWithTexts: <Name extends keyof Texts & string>(
    name: Name,
    component: ComponentType,
    lang: Locale,
  ) => ComponentType;
}

/** The hook a section's parts read their texts with (`defineTexts` makes it). */
function textsHook<Texts extends Record<string, object>>(name: string) {
  return <Set extends keyof Texts & string>(set: Set): Texts[Set] => {
    const loaded = useContext(TextsContext)[keyOf(name, set)];
    if (!loaded) throw new Error(`${name}: rendered outside a page that has its texts "${set}"`);
    return loaded as Texts[Set];
  };
}

/** A section's texts (`src/texts.ts`): its name, its sets per language, and the hook that reads them. */
export interface SectionTextsOf<Texts extends Record<string, object>> {
  name: string;
  texts: { [Name in keyof Texts]: TextsInEveryLanguage<Texts[Name]> };
  /**
   * The texts a part of a page reads, in the page's language, as its page (or island)
   * loaded them: `const { bestPricesPage } = useContent('prices')`.
   */
  useContent: <Set extends keyof Texts & string>(set: Set) => Texts[Set];
  /** Makes the default export of `src/islands/<Name>.tsx` an island (see `islandMaker`). */
  island: IslandMaker<keyof Texts & string>;
}

/**
 * The one way a section assembles its texts (`src/texts.ts`): each set is one module per
 * language, loaded with the page (or the island) that reads it, so an English page never
 * downloads Spanish texts. The section's name is its package's (written once, in its
 * package.json). Pages and islands import `useContent` from here, never `section.ts`.
 *
 *     import packageJson from '../package.json' with { type: 'json' };
 *     export const sectionTexts = defineTexts(packageJson.name, {
 *       prices: { en: () => import('./content/prices'), es: () => import('./content/prices.es') },
 *     });
 *     export const { useContent, island } = sectionTexts;
 */
export function defineTexts<const Texts extends Record<string, object>>(
  name: string,
  texts: { [Name in keyof Texts]: TextsInEveryLanguage<Texts[Name]> },
): SectionTextsOf<Texts> {
  const section = { name, texts };
  return { ...section, useContent: textsHook<Texts>(name), island: islandMaker(section) };
}

const entriesOf = <Key extends string, Value>(record: { [K in Key]: Value }) =>
  Object.entries(record) as [Key, Value][];

export function defineSection<
  const Texts extends Record<string, object>,
  const Path extends string,
>(input: SectionInput<Texts, Path>): SectionDefinition<Texts, Path> {
  const { name, texts, pages, aliases = {} } = input;
  const pageEntries = entriesOf<Path, PageEntry<keyof Texts & string>>(pages);
  const isPage = (path: string): path is Path => Object.hasOwn(pages, path);
  const strays = Object.entries(aliases).filter(([, canonical]) => !isPage(canonical));
  if (strays.length > 0) {
    throw new Error(
      `${name}: ${strays.map(([alias, canonical]) => `${alias} shows ${canonical}`).join(', ')}, which it does not declare`,
    );
  }
  const queryParams = Object.fromEntries(
    pageEntries.flatMap(([path, page]) => (page.queryParams ? [[path, page.queryParams]] : [])),
  ) as Partial<Record<Path, QueryParams>>;
  const declaration: PageDeclaration<Path> = {
    pages: pageEntries.map(([path]) => path),
    aliases: aliases as Readonly<Record<string, Path>>,
    ...(Object.keys(queryParams).length > 0 ? { queryParams } : {}),
  };

  const loadSet = <N extends keyof Texts & string>(set: N, lang: Locale) =>
    (texts[set] as Record<Locale, TextsLoader<Texts[N]>>)[lang]();

  /** A component rendered with one text set in `lang`, both loaded as it first renders. */
  const withTexts = (
    label: string,
    set: keyof Texts & string,
    lang: Locale,
    loadComponent: () => Promise<{ default: ComponentType }>,
  ): LazyExoticComponent<FunctionComponent> =>
    lazy(async () => {
      const [{ default: Component }, loaded] = await Promise.all([
        loadComponent(),
        loadSet(set, lang),
      ]);
      const texts = { [set]: loaded };
      // biome-ignore lint/correctness/noComponentHookFactories: the lazy page's one component
      const WithTexts = () =>
        createElement(ProvideTexts, { section: name, texts }, createElement(Component));
      WithTexts.displayName = label;
      return { default: WithTexts };
    });

  // One map per language for the life of the app: a lazy component made again on each
  // render would load and mount its page again.
  const made = new Map<Locale, Readonly<Record<Path, ComponentType>>>();
  const pagesIn = (lang: Locale) => {
    let map = made.get(lang);
    if (!map) {
      map = Object.fromEntries(
        pageEntries.map(([path, page]) => [
          path,
          withTexts(`${name} ${path} (${lang})`, page.texts, lang, async () => {
            const { default: Component } = await page.component();
            // Its islands check that it declares the query parameters they read.
            const declared = page.queryParams ?? {};
            return {
              default: () =>
                createElement(
                  PageQueryParams.Provider,
                  { value: declared },
                  createElement(Component, { path }),
                ),
            };
          }),
        ]),
      ) as unknown as Record<Path, ComponentType>;
      made.set(lang, map);
    }
    return map;
  };

  const parts = new Map<string, ComponentType>();
  const partWithTexts = <N extends keyof Texts & string>(
    set: N,
    component: ComponentType,
    lang: Locale,
  ): ComponentType => {
    const key = `${set}|${lang}|${component.displayName ?? component.name}`;
    let part = parts.get(key);
    if (!part) {
      part = withTexts(`${name} ${set} (${lang})`, set, lang, async () => ({
        default: component,
      }));
      parts.set(key, part);
    }
    return part;
  };

  const loadTexts = async (lang: Locale) =>
    Object.fromEntries(
      await Promise.all(
        Object.keys(texts).map(async (set) => [
          set,
          await loadSet(set as keyof Texts & string, lang),
        ]),
      ),
    ) as Texts;

  return {
    name,
    texts,
    pages,
    declaration,
    loadTexts,
    pagesIn,
    partWithTexts,
  };
}

/** Any section (for code that takes one: the routes, the harness, the build). */
// biome-ignore lint/suspicious/noExplicitAny: a section of any texts and paths
export type AnySection = SectionDefinition<any, string>;

/** Gives `children` text sets of `section`, loaded (tests: `section.loadTexts(lang)`). */
export const SectionTexts = ({
  section,
  texts,
  children,
}: {
  section: AnySection;
  texts: Readonly<Record<string, object>>;
  children?: ReactNode;
}) => createElement(ProvideTexts, { section: section.name, texts }, children);

export {
  ISLAND_ELEMENT,
  type Island,
  type IslandMaker,
  type IslandOptions,
  type IslandRuntime,
  type IslandWake,
  islandExpose,
  islandWakes,
} from './island';
export type { TextsInEveryLanguage, TextsLoader } from './texts-context';
