// The texts of the services pages and the insurance page, in Spanish (one chunk).

export { sectionLabels } from '../../content/labels.es';
export {
  consultationsPage,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from '../../content/services.es';
export { insurancePage } from '../../content/support.es';
