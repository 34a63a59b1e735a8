import type { PageComponents } from 'shared-content/ui';
import { reviewPages } from '../content';
import Partners from './Partners';
import Testimonials from './Testimonials';

export { reviewPages as declaration };

export const pages = {
  '/testimonials': Testimonials,
  '/partners': Partners,
} satisfies PageComponents<typeof reviewPages>;
