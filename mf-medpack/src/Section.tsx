import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the MedPack team. */
const Section = () => <SectionRoutes remote="mf-medpack" pages={pages} />;

export default Section;
