/** Content of the mf-medpack section; shipped by that deployable only. */
export * from './medpack';
export * from './pets';
export * from './prices';
