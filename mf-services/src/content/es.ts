/** Content of the mf-services section in Spanish: the same exports as `index.ts`. */
export * from './faq.es';
export * from './labels.es';
export * from './legal.es';
export * from './services.es';
export * from './support.es';
