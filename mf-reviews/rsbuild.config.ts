import { remoteConfig } from 'shared-content/build';

export default remoteConfig({
  name: 'mf-reviews',
  title: 'Testimonials, reviews and partners',
  exposes: { './Section': './src/Section.tsx', './HomeWidget': './src/HomeWidget.tsx' },
});
