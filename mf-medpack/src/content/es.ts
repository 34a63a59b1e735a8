/** The Spanish content of the mf-medpack section: the same exports as `index.ts`. */
export * from './medpack.es';
export * from './pets.es';
export * from './prices.es';
