import { SectionRoutes } from 'shared-content/ui';
import * as english from './content';
import { ContentProvider } from './content/context';
import { declaration, pages } from './pages';

/** Every page of the Reviews team, in English. */
const Section = () => (
  <ContentProvider value={english}>
    <SectionRoutes declaration={declaration} pages={pages} />
  </ContentProvider>
);

export default Section;
