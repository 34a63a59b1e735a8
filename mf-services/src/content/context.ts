import { type Context, createElement, type ReactNode } from 'react';
import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

type English = typeof english;

/**
 * The texts each kind of page of mf-services reads, in the page's language.
 *
 * One context PER KIND of page (as the shell does): each kind is a lazy chunk that loads
 * its component and its own content modules in the page's language (`../pages/index.ts`:
 * `content/legal.ts` or `content/legal.es.ts`, ...), so a page's provider holds its texts
 * and nothing else: the hours page does not download the legal documents, the Spanish
 * pages no English text.
 */
export interface SectionPageContent {
  /** The services pages and the insurance page (content blocks). */
  content: Pick<
    English,
    | 'refillsPage'
    | 'transfersPage'
    | 'consultationsPage'
    | 'medicationSyncPage'
    | 'insurancePage'
    | 'sectionLabels'
  >;
  faq: Pick<English, 'faqPage'>;
  hours: Pick<English, 'hoursPage' | 'sectionLabels'>;
  legal: Pick<English, 'legalDocuments' | 'legalLabels' | 'sectionLabels'>;
}

export type SectionPage = keyof SectionPageContent;

const contexts: { [Page in SectionPage]: Context<SectionPageContent[Page] | undefined> } = {
  content: createContentContext<SectionPageContent['content']>(),
  faq: createContentContext<SectionPageContent['faq']>(),
  hours: createContentContext<SectionPageContent['hours']>(),
  legal: createContentContext<SectionPageContent['legal']>(),
};

/** Hands the texts of a kind of page (one language's content modules) down. */
export function ContentProvider<Page extends SectionPage>({
  page,
  value,
  children,
}: {
  page: Page;
  value: SectionPageContent[Page];
  children?: ReactNode;
}) {
  const { Provider } = contexts[page];
  return createElement(Provider, { value }, children);
}

/** The texts of a kind of page in the page's language: `const { faqPage } = useContent('faq')`. */
export const useContent = <Page extends SectionPage>(page: Page): SectionPageContent[Page] =>
  useContentOf(contexts[page], `mf-services (${page})`);
