import { SectionRoutes } from 'shared-content/ui';
import { declaration, medpackPagesIn } from './pages';

const pages = medpackPagesIn('en');

/** Every page of the MedPack team, in English; each page loads its own texts when visited. */
const Section = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default Section;
