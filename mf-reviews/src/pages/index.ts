import type { PageComponents } from 'shared-content/ui';
// The declaration only: the section's texts come from its ContentProvider, in the page's language.
import { reviewPages } from '../content/pages';
import Partners from './Partners';
import Testimonials from './Testimonials';

export { reviewPages as declaration };

export const pages = {
  '/testimonials': Testimonials,
  '/partners': Partners,
} satisfies PageComponents<typeof reviewPages>;
