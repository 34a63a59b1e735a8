import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the Locations team. */
const Section = () => <SectionRoutes remote="mf-locations" pages={pages} />;

export default Section;
