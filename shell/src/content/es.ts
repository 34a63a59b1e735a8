/**
 * The shell's own pages' content in Spanish: the same exports as `./index`, each text
 * from its `.es.ts` twin, the modules without text (logic, the page declaration) from
 * the English files. The pages never import it: each page's chunk loads its own twin
 * (`../texts.ts`); this barrel is for tests and for `tsc`'s proof that the Spanish
 * has every export the English has.
 */
export * from './about.es';
export * from './blog.es';
export * from './blog.logic';
export * from './contact.es';
export * from './contact.form';
export * from './features.es';
export * from './home.es';
export * from './pages';
