// The texts of the partners page, in Spanish (one chunk): its own and the sample notices.
export * from '../partners.es';
export * from '../samples.es';
