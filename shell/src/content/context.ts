import { type Context, createElement, type ReactNode } from 'react';
import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

/**
 * The texts each of the shell's own pages reads, in the page's language.
 *
 * One context PER PAGE rather than one for all the shell's pages: each page is a lazy
 * chunk that loads its component and its own content module in the page's language
 * (`../pages/index.ts`: `content/about.ts` or `content/about.es.ts`), so a page's
 * provider holds that page's texts and nothing else. One context typed with every
 * page's texts would either make each page load every page's texts (in one language,
 * but all of them) or give each provider a value that only pretends to have them.
 */
export interface ShellPageContent {
  home: Pick<typeof english, 'home'>;
  about: Pick<typeof english, 'aboutPage'>;
  contact: Pick<typeof english, 'contactPage' | 'contactErrors'>;
  features: Pick<typeof english, 'featuresPage'>;
  blog: Pick<typeof english, 'blogPage' | 'blogPosts'>;
}

export type ShellPage = keyof ShellPageContent;

const contexts: { [Page in ShellPage]: Context<ShellPageContent[Page] | undefined> } = {
  home: createContentContext<ShellPageContent['home']>(),
  about: createContentContext<ShellPageContent['about']>(),
  contact: createContentContext<ShellPageContent['contact']>(),
  features: createContentContext<ShellPageContent['features']>(),
  blog: createContentContext<ShellPageContent['blog']>(),
};

/** Hands `page`'s texts (one language's content module, or the part the page reads) down. */
export function ContentProvider<Page extends ShellPage>({
  page,
  value,
  children,
}: {
  page: Page;
  value: ShellPageContent[Page];
  children?: ReactNode;
}) {
  const { Provider } = contexts[page] as Context<ShellPageContent[Page] | undefined>;
  return createElement(Provider, { value }, children);
}

/** The texts of `page` in the page's language: `const { aboutPage } = useContent('about')`. */
export const useContent = <Page extends ShellPage>(page: Page): ShellPageContent[Page] =>
  useContentOf(contexts[page] as Context<ShellPageContent[Page] | undefined>, `shell (${page})`);
