/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './about.schema';
export * from './blog.schema';
export * from './contact.schema';
export * from './features.schema';
export * from './home.schema';
