import { createContentContext, useContentOf } from 'shared-content';
import type * as english from './index';

/** The texts and lists this section's pages read, in the page's language. */
export type SectionContent = typeof english;

const SectionContext = createContentContext<SectionContent>();

/** Given by `Section`/`HomeWidget` (English) and `SectionEs`/`HomeWidgetEs` (Spanish). */
export const ContentProvider = SectionContext.Provider;

/** The section's content in the page's language. */
export const useContent = () => useContentOf(SectionContext, 'mf-reviews');
