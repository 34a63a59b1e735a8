import { SectionRoutes } from 'shared-content/ui';
import { ContentProvider } from './content/context';
import * as spanish from './content/es';
import { declaration, pages } from './pages';

/** Every page of the Reviews team, in Spanish (`/es/testimonials`, `/es/partners`). */
const SectionEs = () => (
  <ContentProvider value={spanish}>
    <SectionRoutes declaration={declaration} pages={pages} />
  </ContentProvider>
);

export default SectionEs;
