// The texts of the store hours page, in English (one chunk).

export { sectionLabels } from '../labels';
export { hoursPage } from '../support';
