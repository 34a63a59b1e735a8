import type { Exposes } from 'shared-content';
import * as HomeWidget from './HomeWidget';
import * as FeaturedStories from './islands/FeaturedStories';
import * as HomePartners from './islands/HomePartners';
import * as ReviewsFilter from './islands/ReviewsFilter';
import * as TechnologyStrip from './islands/TechnologyStrip';
import * as Testimonials from './islands/Testimonials';
import * as Section from './Section';

/**
 * What this remote exposes, checked against the module types in shared-content (its
 * package.json lists the same names under "remote.exposes"): the build exposes these files.
 */
export const exposed = {
  './Section': Section,
  './HomeWidget': HomeWidget,
  './islands/Testimonials': Testimonials,
  './islands/HomePartners': HomePartners,
  './islands/FeaturedStories': FeaturedStories,
  './islands/ReviewsFilter': ReviewsFilter,
  './islands/TechnologyStrip': TechnologyStrip,
} satisfies Exposes<
  | './Section'
  | './HomeWidget'
  | './islands/Testimonials'
  | './islands/HomePartners'
  | './islands/FeaturedStories'
  | './islands/ReviewsFilter'
  | './islands/TechnologyStrip'
>;
