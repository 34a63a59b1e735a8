// The texts of the legal pages, in English (one chunk).

export { sectionLabels } from '../labels';
export { legalDocuments, legalLabels } from '../legal';
