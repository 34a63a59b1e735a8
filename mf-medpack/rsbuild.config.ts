import { remoteConfig } from 'shared-content/build';

export default remoteConfig({
  name: 'mf-medpack',
  title: 'MedPack, pet medications and best prices',
  exposes: { './Section': './src/Section.tsx' },
});
