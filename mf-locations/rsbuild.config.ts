import { remoteConfig } from 'shared-content/build';
import { section } from './src/section';

export default remoteConfig({ name: 'mf-locations', title: 'Locations', section });
