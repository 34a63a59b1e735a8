/** Content of the mf-services section; shipped by that deployable only. */
export * from './faq';
export * from './labels';
export * from './legal';
export * from './services';
export * from './support';
