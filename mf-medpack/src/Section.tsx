import { SectionRoutes } from 'shared-content/ui';
import { bestPricesPage } from './content/prices';
import { declaration, medpackPagesIn } from './pages';

const pages = medpackPagesIn('en', { bestPricesPage });

/** Every page of the MedPack team, in English; each page loads its own texts when visited. */
const Section = () => <SectionRoutes declaration={declaration} pages={pages} />;

export default Section;
