import { SectionRoutes } from 'shared-content/ui';
import { declaration, pagesIn } from './pages';

/** Every page of the Reviews team, in English: each page loads its English texts. */
const Section = () => <SectionRoutes declaration={declaration} pages={pagesIn('en')} />;

export default Section;
