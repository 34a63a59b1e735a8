/** Content of the mf-locations section; shipped by that deployable only. */
export * from './location-details';
