import { remoteConfig } from 'shared-content/build';
import { reviewPages } from './src/content/pages';

export default remoteConfig({
  name: 'mf-reviews',
  title: 'Testimonials, reviews and partners',
  pages: reviewPages,
});
