import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

/** The texts the pages read, in the page's language (`index.ts` or `es.ts`). */
export type SectionContent = Pick<
  typeof english,
  'medpackPage' | 'medpackHowItWorks' | 'petMedicationsPage' | 'bestPricesPage'
>;

const SectionContext = createContentContext<SectionContent>();
export const ContentProvider = SectionContext.Provider;
export const useContent = () => useContentOf(SectionContext, 'mf-medpack');
