/** The zod schemas of this folder's content (tests, validation and forms only). */
export * from './location-details.schema';
