import { type Context, createContext, useContext } from 'react';

/**
 * A package's texts in the page's language, handed down instead of imported: each
 * language's texts are their own module (`content/index.ts`, `content/es.ts`), so an
 * English page never downloads the Spanish texts and the reverse. The package's entry for
 * a language (a remote's `./Section` and `./SectionEs`) provides them; its pages read
 * them. Created inside the package that owns the texts (a remote's context stays in its
 * own bundle, where both its provider and its pages are):
 *
 *     const SectionContent = createContentContext<typeof import('./index')>();
 *     export const ContentProvider = SectionContent.Provider;
 *     export const useContent = () => useContentOf(SectionContent, 'mf-reviews');
 */
export const createContentContext = <Content extends object>() =>
  createContext<Content | undefined>(undefined);

/** The texts a package's provider gives; a page outside it is a programming error. */
export function useContentOf<Content extends object>(
  context: Context<Content | undefined>,
  owner: string,
): Content {
  const content = useContext(context);
  if (!content) throw new Error(`${owner}: a page rendered outside its ContentProvider`);
  return content;
}
