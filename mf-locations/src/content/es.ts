/** The Spanish content of the mf-locations section: the same exports as `index.ts`. */
export * from './location-details.es';
