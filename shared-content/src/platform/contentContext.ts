import { createContext, useContext } from 'react';

/**
 * A package's texts in the page's language, handed down instead of imported: each
 * language's texts are their own module (`content/index.ts`, `content/es.ts`), so an
 * English page never downloads the Spanish texts and the reverse. The package's entry for
 * a language (a remote's `./Section` and `./SectionEs`) provides them
 * (`<ContentProvider value={…}>`); its pages read them with `useContent()`. Created
 * inside the package that owns the texts: a remote's context stays in its own bundle,
 * where both its provider and its pages are.
 */
export function createContentContext<Content extends object>(owner: string) {
  const ContentContext = createContext<Content | undefined>(undefined);
  const useContent = (): Content => {
    const content = useContext(ContentContext);
    if (!content) throw new Error(`${owner}: a page rendered outside its ContentProvider`);
    return content;
  };
  return { ContentProvider: ContentContext.Provider, useContent };
}
