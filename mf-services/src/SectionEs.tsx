import { SectionRoutes } from 'shared-content/ui';
import { declaration, pagesIn } from './pages';

/** Every page of the Services, support and legal team, in Spanish (under `/es`). */
const SectionEs = () => <SectionRoutes declaration={declaration} pages={pagesIn('es')} />;

export default SectionEs;
