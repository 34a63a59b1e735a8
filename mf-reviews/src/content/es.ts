/** Content of the mf-reviews section in Spanish (the same exports as `./index`); shipped by `./SectionEs` and `./HomeWidgetEs` only. */

export * from './pages';
export * from './partners.es';
export * from './reviews.es';
export * from './samples.es';
export * from './testimonials.es';
