// The texts of the legal pages, in English (one chunk).

export { sectionLabels } from '../../content/labels';
export { legalDocuments, legalLabels } from '../../content/legal';
