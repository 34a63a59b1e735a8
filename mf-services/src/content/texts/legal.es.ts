// The texts of the legal pages, in Spanish (one chunk).

export { sectionLabels } from '../labels.es';
export { legalDocuments, legalLabels } from '../legal.es';
