import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

type English = typeof english;

/**
 * The texts the pages and components of mf-services read, in the page's language: the
 * English barrel (`./index`) or the Spanish one (`./es`). The legal labels are literal
 * types in English (`as const`): here they are any text with the same keys.
 */
export type SectionContent = Pick<
  English,
  | 'faqPage'
  | 'hoursPage'
  | 'insurancePage'
  | 'refillsPage'
  | 'transfersPage'
  | 'consultationsPage'
  | 'medicationSyncPage'
  | 'legalDocuments'
  | 'sectionLabels'
> & { legalLabels: { readonly [Key in keyof English['legalLabels']]: string } };

const SectionContext = createContentContext<SectionContent>();

export const ContentProvider = SectionContext.Provider;
export const useContent = () => useContentOf(SectionContext, 'mf-services');
