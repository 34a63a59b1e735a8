import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type ReactNode,
  useContext,
} from 'react';
// Types only: bundled into each deployable (see section.ts).
import type { Locale, QueryParams } from 'shared-content';
import {
  PageQueryParams,
  ProvideTexts,
  type TextsInEveryLanguage,
  type TextsLoader,
} from './texts-context';

// Islands: the parts of a page a visitor acts on. Everything else is server HTML that no
// script touches (docs/architecture.md, "Islands").

/**
 * When an island's script runs: at once, when the browser is idle, in view, first touched,
 * or when the media query of its `data-media` matches.
 */
export const islandWakes = ['load', 'idle', 'visible', 'interaction', 'media'] as const;
export type IslandWake = (typeof islandWakes)[number];

/** The element that holds an island in the page (`display: contents`: it takes no box). */
export const ISLAND_ELEMENT = 'site-island';

/** What an island's file says of it (`island(Component, options)`). */
export interface IslandOptions<Props extends object, TextsName extends string = string> {
  /** When its script runs by default; a page may choose another where it uses it (`wake="idle"`). */
  wake: IslandWake;
  /** The section's text set the component reads with `useContent`, loaded with it in the browser. */
  texts?: TextsName;
  /** Checks the props on the server before they are written into the page (a schema's `parse`). */
  checkProps?: (props: unknown) => Props;
  /**
   * The query parameters it reads from the address (a filter's GET form): the page that
   * uses it must declare them (`queryParams` in `section.ts`), or its server render fails
   * (the page cache would otherwise serve the unfiltered page for every query).
   */
  queryParams?: QueryParams;
}

/** What the shell's island loader needs of an island's module (its default export). */
export interface IslandRuntime<Props extends object> {
  owner: string;
  expose: string;
  wake: IslandWake;
  /** The island's content for the browser root, with its texts in `lang` loaded. */
  element: (props: Props, lang: Locale) => Promise<ReactNode>;
}

/** An island as a page uses it: its props, and (if the page chooses) its wake. */
export type Island<Props extends object> = FunctionComponent<Props & { wake?: IslandWake }> & {
  island: IslandRuntime<Props>;
};

/** The island's expose from its file (`src/islands/PriceSearch.tsx`: `./islands/PriceSearch`). */
export const islandExpose = (fileName: string) => `./islands/${fileName.replace(/\.tsx$/, '')}`;

/** The island maker `defineTexts` gives a section: typed by its text sets. */
export interface IslandMaker<TextsName extends string> {
  <Props extends object>(
    component: ComponentType<Props>,
    options: IslandOptions<Props, TextsName>,
  ): Island<Props>;
  /** What the build makes of `island(…)` in `src/islands/<Name>.tsx`: the same, with its expose. */
  at: <Props extends object>(
    expose: string,
    component: ComponentType<Props>,
    options: IslandOptions<Props, TextsName>,
  ) => Island<Props>;
}

function makeIsland<Props extends object>(
  section: { name: string; texts: Readonly<Record<string, TextsInEveryLanguage<object>>> },
  expose: string,
  component: ComponentType<Props>,
  { wake, texts, checkProps, queryParams }: IslandOptions<Props>,
): Island<Props> {
  const withTexts = (content: ReactNode, loaded?: object) =>
    texts && loaded
      ? createElement(ProvideTexts, { section: section.name, texts: { [texts]: loaded } }, content)
      : content;
  // biome-ignore lint/correctness/noComponentHookFactories: one component per island, made once in its file
  const IslandPart = ({ wake: chosen, ...rest }: Props & { wake?: IslandWake }) => {
    const props = rest as Props;
    const declared = useContext(PageQueryParams);
    const onServer = typeof window === 'undefined';
    if (onServer && queryParams && declared) {
      const missing = Object.keys(queryParams).filter((param) => !Object.hasOwn(declared, param));
      if (missing.length > 0) {
        throw new Error(
          `${section.name} ${expose} reads ${missing.join(', ')} from the address: declare them in the queryParams of its page (src/section.ts)`,
        );
      }
    }
    const checked = checkProps && onServer ? checkProps(props) : props;
    return createElement(
      ISLAND_ELEMENT,
      {
        'data-owner': section.name,
        'data-expose': expose,
        'data-wake': chosen ?? wake,
        'data-props': JSON.stringify(checked),
      },
      createElement(component, props),
    );
  };
  IslandPart.displayName = `Island(${section.name} ${expose})`;
  IslandPart.island = {
    owner: section.name,
    expose,
    wake,
    element: async (props: Props, lang: Locale) => {
      const loaded = texts
        ? await (section.texts[texts] as Record<Locale, TextsLoader<object>>)[lang]()
        : undefined;
      return withTexts(createElement(component, props), loaded);
    },
  };
  return IslandPart;
}

/**
 * The one way to make a part of a page interactive, one file `src/islands/<Name>.tsx`:
 *
 *     export default island(PriceSearch, { wake: 'visible', texts: 'prices', checkProps });
 *
 * The server renders it, with its props (JSON: they travel in the page) and a marker
 * (owner, expose, wake); the shell's loader hydrates it on its own root when it wakes.
 * The build names it after its file (`./islands/<Name>`) and exposes it; a page uses it
 * as a component and may choose its wake (`<PriceSearch wake="idle" … />`).
 */
export function islandMaker<TextsName extends string>(section: {
  name: string;
  texts: Readonly<Record<string, TextsInEveryLanguage<object>>>;
}): IslandMaker<TextsName> {
  const island = <Props extends object>(
    _component: ComponentType<Props>,
    _options: IslandOptions<Props, TextsName>,
  ): Island<Props> => {
    throw new Error(
      `${section.name}: an island is the default export of its own file, src/islands/<Name>.tsx (export default island(Component, { wake })), which the build names it after`,
    );
  };
  island.at = <Props extends object>(
    expose: string,
    component: ComponentType<Props>,
    options: IslandOptions<Props, TextsName>,
  ) => makeIsland(section, expose, component, options);
  return island;
}
