import { remoteConfig } from 'shared-content/build';
import { servicePages } from 'shared-content/content/services';

export default remoteConfig({
  name: 'mf-services',
  title: 'Services, support and legal',
  pages: servicePages,
});
