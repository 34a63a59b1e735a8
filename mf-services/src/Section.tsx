import { SectionPages } from 'ui-kit/routing';
import { section } from './section';

/**
 * Every page of the Services, support and legal team, in the page's language (from the
 * shell): each page loads its component and its texts in that language when visited.
 */
const Section = () => <SectionPages section={section} />;

export default Section;
