import { remoteConfig } from 'shared-content/build';

export default remoteConfig({
  name: 'mf-locations',
  title: 'Locations',
  exposes: { './Section': './src/Section.tsx' },
});
