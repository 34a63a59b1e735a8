import { remoteConfig } from 'shared-content/build';
import { servicePages } from './src/content/pages';

export default remoteConfig({
  name: 'mf-services',
  title: 'Services, support and legal',
  pages: servicePages,
});
