// The UI kit's parts that need the router: a section's pages (its routes and each page's
// frame), its filters kept in the address, and the bridge that gives the router to the
// kit's links. Apart from `ui-kit` so that an island that needs none of them never loads
// the router (`ui-kit` is shared as one module, never tree-shaken).
export { Page, type PageProps } from './Page';
export { RouterNavigation } from './RouterNavigation';
export { type PageComponents, SectionPages, SectionRoutes } from './SectionRoutes';
export { StaticHtml } from './StaticHtml';
export { useQueryFilter } from './useQueryFilter';
