// The texts of the services pages and the insurance page, in English (one chunk).

export { sectionLabels } from '../labels';
export {
  consultationsPage,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from '../services';
export { insurancePage } from '../support';
