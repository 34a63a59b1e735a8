import { remoteConfig } from 'shared-content/build';

export default remoteConfig({
  name: 'mf-services',
  title: 'Services, support and legal',
  exposes: { './Section': './src/Section.tsx' },
});
