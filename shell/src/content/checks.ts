/** The shell's own pages' content checks, run by `pnpm validate:content` (see `ContentChecksModule`). */
import { checksIn } from 'shared-content/validation';
import { aboutPage } from './about';
import * as about from './about.schema';
import { blogPage, blogPosts } from './blog';
import * as blog from './blog.schema';
import { contactErrors, contactPage } from './contact';
import * as contact from './contact.schema';
import { featuresPage } from './features';
import * as features from './features.schema';
import { home } from './home';
import * as homeSchemas from './home.schema';

const check = checksIn('shell/src/content');

export const contentChecks = [
  check('about', 'aboutPage', aboutPage, about.aboutPage),
  check('blog', 'blogPosts', blogPosts, blog.blogPosts),
  check('blog', 'blogPage', blogPage, blog.blogPage),
  check('contact', 'contactPage', contactPage, contact.contactPage),
  check('contact', 'contactErrors', contactErrors, contact.contactErrors),
  check('features', 'featuresPage', featuresPage, features.featuresPage),
  check('home', 'home', home, homeSchemas.homeContent),
];
