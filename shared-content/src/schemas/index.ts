/** The shared schema vocabulary and the schemas of site-wide facts. */
export * from './common';
export * from './locale';
export * from './locations';
export * from './notices';
export * from './siteText';
