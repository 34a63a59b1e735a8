/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './partners.schema';
export * from './reviews.schema';
export * from './samples.schema';
export * from './testimonials.schema';
