import { createContext, createElement, type ReactNode, useContext } from 'react';
// Types only: bundled into each deployable (see section.ts).
import type { Locale, QueryParams } from 'shared-content';

// What pages and islands share: their texts in the page's language, and the query
// parameters the page declares. Apart from section.ts and island.ts, which both use it.

/** A page's texts in one language: one module. */
export type TextsLoader<Texts extends object> = () => Promise<Texts>;

/** A set of texts in every language; the other languages are held to the English shape. */
export type TextsInEveryLanguage<Texts extends object> = { en: TextsLoader<Texts> } & {
  [Lang in Exclude<Locale, 'en'>]: TextsLoader<NoInfer<Texts>>;
};

/**
 * The texts the pages being rendered have, by `<section>/<set>`: one context for every
 * section (a widget's texts inside the home page's join the page's own).
 */
export const TextsContext = createContext<Readonly<Record<string, object>>>({});

export const keyOf = (section: string, set: string) => `${section}/${set}`;

/** The query parameters the page being rendered declares (a page of `defineSection`). */
export const PageQueryParams = createContext<QueryParams | undefined>(undefined);

/** Gives `children` loaded text sets of the section named `section`, beside those it already has. */
export function ProvideTexts({
  section,
  texts,
  children,
}: {
  section: string;
  texts: Readonly<Record<string, object>>;
  children?: ReactNode;
}) {
  const outer = useContext(TextsContext);
  const value = { ...outer };
  for (const [set, loaded] of Object.entries(texts)) value[keyOf(section, set)] = loaded;
  return createElement(TextsContext.Provider, { value }, children);
}
