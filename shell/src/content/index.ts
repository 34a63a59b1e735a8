/** Content of The shell's own pages (home, about, contact, features, blog); shipped by that deployable only. */
export * from './about';
export * from './blog';
export * from './blog.logic';
export * from './contact';
export * from './contact.form';
export * from './features';
export * from './home';
export * from './pages';
