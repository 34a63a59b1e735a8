import { SectionRoutes } from 'shared-content/ui';
import { declaration, pagesIn } from './pages';

/** Every page of the Reviews team, in Spanish (`/es/testimonials`, `/es/partners`). */
const SectionEs = () => <SectionRoutes declaration={declaration} pages={pagesIn('es')} />;

export default SectionEs;
