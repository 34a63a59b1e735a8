/** Content of the mf-reviews section in Spanish (the same exports as `./index`, for tests and checks; the pages and the home widget import only the modules they show). */

export * from './homeWidget.es';
export * from './partnerBadges.es';
export * from './partners.es';
export * from './reviews.es';
export * from './samples.es';
export * from './testimonials.es';
