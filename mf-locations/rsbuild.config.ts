import { remoteConfig } from 'shared-content/build';
import { locationPages } from 'shared-content/content/locations';

export default remoteConfig({ name: 'mf-locations', title: 'Locations', pages: locationPages });
