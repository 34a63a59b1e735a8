/**
 * The run-time entry of the content package, shared as one singleton that the shell
 * provides: the platform (config, theme, remote records, routes, the toast
 * store) and the site-wide facts (locations, phones, hours, navigation, staff). Remotes
 * never bundle a copy of it. It imports no zod: schemas are used by tests (and by forms,
 * lazily).
 */
export * from './platform/locale';
export * from './platform/locales';
export * from './platform/pageContext';
export * from './platform/remotes';
export * from './platform/routes';
export * from './platform/typedBeforeHydration';
export type {
  ActionVariant,
  HrefLink,
  LinkAction,
  OpeningHours,
  TeamMember,
  TimeRange,
} from './schemas/common';
export type {
  LocationId,
  PharmacyLocation,
  PostalAddress,
  StaffMember,
} from './schemas/locations';
export type { LocationTexts, SiteText, StaffTexts } from './schemas/siteText';
export * from './site/config';
export * from './site/copy';
export * from './site/locations';
export * from './site/navigation';
export { siteText } from './site/siteText';
export * from './site/siteTextContext';
export * from './site/staff';
