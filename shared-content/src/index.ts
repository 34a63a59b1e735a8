/**
 * The run-time entry of the content package. It imports no zod: schemas live in
 * `shared-content/schemas/*` and are used by tests (and by forms, lazily).
 */
export * from './config';
export * from './content/locations';
export * from './content/navigation';
export * from './remotes';
export * from './routes';
export type { OpeningHours, TimeRange } from './schemas/common';
export type { LocationId, PharmacyLocation, PostalAddress } from './schemas/locations';
export * from './stores/toast';
export * from './theme';
export * from './timing';
