import { SectionRoutes } from 'shared-content/ui';
import { declaration, pagesIn } from './pages';

/** Every page of the Services, support and legal team, in English. */
const Section = () => <SectionRoutes declaration={declaration} pages={pagesIn('en')} />;

export default Section;
