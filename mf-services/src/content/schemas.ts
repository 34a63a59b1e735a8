/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './faq.schema';
export * from './labels.schema';
export * from './legal.schema';
export * from './services.schema';
export * from './support.schema';
