import { textsHook } from 'ui-kit/section';
import type { section } from './section';

const useTexts = textsHook<typeof section>('mf-locations');

/**
 * The section's texts, in the page's language, as its page loaded them (every page of
 * mf-locations has the one set, `src/section.ts`): `useContent().locationsUi`.
 */
export const useContent = () => useTexts('locations');
