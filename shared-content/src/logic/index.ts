/** Pure functions shared by browser, server, scripts and tests. */
export * from './hours';
export * from './jsonld';
export * from './phone';
export * from './prices';
export * from './random';
export * from './ratings';
