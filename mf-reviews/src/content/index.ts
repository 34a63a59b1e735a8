/** Content of the mf-reviews section; shipped by that deployable only (each page and the home widget import only the modules they show). */

export * from './homeWidget';
export * from './partnerBadges';
export * from './partners';
export * from './reviews';
export * from './samples';
export * from './testimonials';
