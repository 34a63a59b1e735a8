/** Test and harness helpers: never imported by code that ships. */
export * from './fixtures';
export * from './harness';
export * from './media';
export * from './renderAt';
export * from './texts';
