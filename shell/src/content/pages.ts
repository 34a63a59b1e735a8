import { declarePages } from 'shared-content';

/** The pages the shell renders itself; every other path belongs to a remote or goes home. */
export const shellPages = declarePages({
  pages: ['/', '/about', '/contact', '/features', '/blog'],
});
