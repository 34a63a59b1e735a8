// The texts of the legal pages, in Spanish (one chunk).

export { sectionLabels } from '../../content/labels.es';
export { legalDocuments, legalLabels } from '../../content/legal.es';
