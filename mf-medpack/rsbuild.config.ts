import { remoteConfig } from 'shared-content/build';
import { medpackPages } from './src/content/pages';

export default remoteConfig({
  name: 'mf-medpack',
  title: 'MedPack, pet medications and best prices',
  pages: medpackPages,
});
