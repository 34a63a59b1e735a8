import { remoteConfig } from 'shared-content/build';
import { locationPages } from './src/content/pages';

export default remoteConfig({ name: 'mf-locations', title: 'Locations', pages: locationPages });
