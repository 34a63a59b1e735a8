import { textsWrapper } from 'test-kit';
import { section } from '../section';

/** Renders its children with this section's English texts, as the English pages have them. */
export const English = await textsWrapper(section, 'en');

/** Renders its children with this section's Spanish texts, as the Spanish pages have them. */
export const Spanish = await textsWrapper(section, 'es');
