// The UI kit's parts that need the router: a section's pages (its routes and each page's
// frame) and the bridge that gives the router to the kit's links and filters. Apart from `ui-kit` so that an island that needs none of them never loads
// the router (`ui-kit` is shared as one module, never tree-shaken).
export { Page, type PageProps } from './Page';
export { RouterBridge } from './RouterBridge';
export { type PageComponents, SectionPages, SectionRoutes } from './SectionRoutes';
// StaticHtml needs no router any more (a plain element): here so its importers stay as they are.
export { StaticHtml } from './StaticHtml';
