import { remoteConfig } from 'build-preset';
import { section } from './src/section';

export default remoteConfig({
  name: 'mf-reviews',
  title: 'Testimonials, reviews and partners',
  section,
});
