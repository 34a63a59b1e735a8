// The texts of the partners page, in English (one chunk): its own and the sample notices.
export * from '../partners';
export * from '../samples';
