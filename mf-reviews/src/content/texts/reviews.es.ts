// The texts of the reviews page, in Spanish (one chunk): its own and the sample notices.
export * from '../reviews.es';
export * from '../samples.es';
