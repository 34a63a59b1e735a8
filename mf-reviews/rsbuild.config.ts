import { remoteConfig } from 'shared-content/build';
import { reviewPages } from 'shared-content/content/reviews';

export default remoteConfig({
  name: 'mf-reviews',
  title: 'Testimonials, reviews and partners',
  pages: reviewPages,
});
