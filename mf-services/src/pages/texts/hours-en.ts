// The texts of the store hours page, in English (one chunk).

export { sectionLabels } from '../../content/labels';
export { hoursPage } from '../../content/support';
