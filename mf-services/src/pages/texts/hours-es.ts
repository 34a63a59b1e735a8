// The texts of the store hours page, in Spanish (one chunk).

export { sectionLabels } from '../../content/labels.es';
export { hoursPage } from '../../content/support.es';
