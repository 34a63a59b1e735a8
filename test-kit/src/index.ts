/** Test helpers: never imported by code that ships. */
export * from './fixtures';
export * from './media';
export * from './renderAt';
export * from './texts';
