import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the Services, support and legal team. */
const Section = () => <SectionRoutes remote="mf-services" pages={pages} />;

export default Section;
