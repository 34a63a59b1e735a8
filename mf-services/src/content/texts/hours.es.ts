// The texts of the store hours page, in Spanish (one chunk).

export { sectionLabels } from '../labels.es';
export { hoursPage } from '../support.es';
