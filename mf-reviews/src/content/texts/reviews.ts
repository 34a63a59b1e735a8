// The texts of the reviews page, in English (one chunk): its own and the sample notices.
export * from '../reviews';
export * from '../samples';
