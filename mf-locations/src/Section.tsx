import { Suspense } from 'react';
import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the Locations team; pages load on demand. */
const Section = () => (
  <Suspense fallback={null}>
    <SectionRoutes remote="mf-locations" pages={pages} />
  </Suspense>
);

export default Section;
