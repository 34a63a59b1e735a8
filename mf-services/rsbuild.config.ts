import { remoteConfig } from 'build-preset';
import { section } from './src/section';

export default remoteConfig({
  name: 'mf-services',
  section,
});
