import { textsHook } from 'ui-kit/section';
import type { section } from './section';

/**
 * The texts a part of a page reads, in the page's language, as its page loaded them
 * (`src/section.ts` says which texts each page has): `const { … } = useContent('locations')`.
 */
export const useContent = textsHook<typeof section>('mf-locations');
