// The texts of the services pages and the insurance page, in English (one chunk).

export { sectionLabels } from '../../content/labels';
export {
  consultationsPage,
  medicationSyncPage,
  refillsPage,
  transfersPage,
} from '../../content/services';
export { insurancePage } from '../../content/support';
