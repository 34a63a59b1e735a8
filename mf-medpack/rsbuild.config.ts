import { remoteConfig } from 'shared-content/build';
import { medpackPages } from 'shared-content/content/medpack';

export default remoteConfig({
  name: 'mf-medpack',
  title: 'MedPack, pet medications and best prices',
  pages: medpackPages,
});
