import { SectionRoutes } from 'shared-content/ui';
import { declaration, pages } from './pages';

/** Every page of the MedPack team. */
const Section = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default Section;
