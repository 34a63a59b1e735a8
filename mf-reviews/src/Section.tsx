import { SectionRoutes } from 'shared-content/ui';
import { pages } from './pages';

/** Every route of the Testimonials, reviews and partners team. */
const Section = () => <SectionRoutes remote="mf-reviews" pages={pages} />;

export default Section;
