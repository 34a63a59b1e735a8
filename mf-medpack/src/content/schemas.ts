/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './medpack.schema';
export * from './pets.schema';
export * from './prices.schema';
