/** The shell's own pages' content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { checksIn } from 'shared-content/validation';
import { aboutPage } from './about';
import { aboutPage as aboutPageEs } from './about.es';
import * as about from './about.schema';
import { blogPage, blogPosts } from './blog';
import { blogPage as blogPageEs, blogPosts as blogPostsEs } from './blog.es';
import * as blog from './blog.schema';
import { contactErrors, contactPage } from './contact';
import { contactErrors as contactErrorsEs, contactPage as contactPageEs } from './contact.es';
import * as contact from './contact.schema';
import { featuresPage } from './features';
import { featuresPage as featuresPageEs } from './features.es';
import * as features from './features.schema';
import { home } from './home';
import { home as homeEs } from './home.es';
import * as homeSchemas from './home.schema';

const check = checksIn('shell/src/content');

export const contentChecks = [
  check('about', 'aboutPage', aboutPage, about.aboutPage, aboutPageEs),
  check('blog', 'blogPosts', blogPosts, blog.blogPosts, blogPostsEs),
  check('blog', 'blogPage', blogPage, blog.blogPage, blogPageEs),
  check('contact', 'contactPage', contactPage, contact.contactPage, contactPageEs),
  check('contact', 'contactErrors', contactErrors, contact.contactErrors, contactErrorsEs),
  check('features', 'featuresPage', featuresPage, features.featuresPage, featuresPageEs),
  check('home', 'home', home, homeSchemas.homeContent, homeEs),
];
