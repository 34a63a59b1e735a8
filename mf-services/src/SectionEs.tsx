import { SectionRoutes } from 'shared-content/ui';
import { ContentProvider } from './content/context';
import * as spanish from './content/es';
import { declaration, pages } from './pages';

/** Every page of the Services, support and legal team, in Spanish (under `/es`). */
const SectionEs = () => (
  <ContentProvider value={spanish}>
    <SectionRoutes declaration={declaration} pages={pages} />
  </ContentProvider>
);

export default SectionEs;
