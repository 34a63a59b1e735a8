/** Content of the mf-reviews section; shipped by that deployable only. */

export * from './pages';
export * from './partners';
export * from './reviews';
export * from './samples';
export * from './testimonials';
