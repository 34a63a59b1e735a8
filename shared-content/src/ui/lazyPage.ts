import { type ComponentType, createElement, lazy, type ReactNode } from 'react';
import type { Locale } from 'shared-content';

/**
 * A page that loads its component and its texts (one language's module) together, as two
 * chunks fetched at once, and renders the component inside `provide(texts, page)` (the
 * package's content provider). Made once per page and language: `lazy` resolves once, and
 * each package keeps one page map per language.
 */
export function lazyPageWithTexts<Texts>(
  name: string,
  loadComponent: () => Promise<{ default: ComponentType }>,
  loadTexts: () => Promise<Texts>,
  provide: (texts: Texts, page: ReactNode) => ReactNode,
) {
  return lazy(async () => {
    const [{ default: Component }, texts] = await Promise.all([loadComponent(), loadTexts()]);
    // biome-ignore lint/correctness/noComponentHookFactories: the lazy page's one component
    const PageInLanguage = () => provide(texts, createElement(Component));
    PageInLanguage.displayName = name;
    return { default: PageInLanguage };
  });
}

/**
 * A package's page map in a language, made once per language for the life of the app: a
 * lazy component made again on each render would load and mount its page again.
 */
export function pageMapPerLocale<Pages>(make: (locale: Locale) => Pages) {
  const made: Partial<Record<Locale, Pages>> = {};
  return (locale: Locale): Pages => {
    const pages = made[locale] ?? make(locale);
    made[locale] = pages;
    return pages;
  };
}
