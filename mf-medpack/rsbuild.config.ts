import { remoteConfig } from 'shared-content/build';
import { section } from './src/section';

export default remoteConfig({
  name: 'mf-medpack',
  title: 'MedPack, pet medications and best prices',
  section,
});
