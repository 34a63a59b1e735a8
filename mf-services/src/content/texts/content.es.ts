// The texts of the services pages and the insurance page, in Spanish (one chunk).

export { sectionLabels } from '../labels.es';
export {
  consultationsPage,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from '../services.es';
export { insurancePage } from '../support.es';
