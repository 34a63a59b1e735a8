import { SectionRoutes } from 'shared-content/ui';
import { declaration, medpackPagesIn } from './pages';

const pages = medpackPagesIn('es');

/** Every page of the MedPack team, in Spanish (the shell shows it under `/es`). */
const SectionEs = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default SectionEs;
