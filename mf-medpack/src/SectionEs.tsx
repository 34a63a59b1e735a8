import { SectionRoutes } from 'shared-content/ui';
import { bestPricesPage } from './content/prices.es';
import { declaration, medpackPagesIn } from './pages';

const pages = medpackPagesIn('es', { bestPricesPage });

/** Every page of the MedPack team, in Spanish (the shell shows it under `/es`). */
const SectionEs = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default SectionEs;
