import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import {
  CanonicalPathProvider,
  type PageDeclaration,
  type PagePath,
  useLocale,
} from 'shared-content';
import type { AnySection } from './section';

/**
 * The component of each page a declaration lists. Used with `satisfies`, so `tsc` fails
 * on a declared page without a component and on a component for an undeclared page.
 */
export type PageComponents<D extends PageDeclaration> = Readonly<
  Record<PagePath<D>, ComponentType>
>;

/**
 * A remote's `./Section`: renders each page its declaration lists, and each alias as
 * the page it shows (announcing the canonical path). Any other path goes home silently.
 */
export function SectionRoutes<D extends PageDeclaration>({
  declaration,
  pages,
}: {
  declaration: D;
  pages: PageComponents<D>;
}) {
  const components: Readonly<Record<string, ComponentType>> = pages;
  return (
    <Routes>
      {declaration.pages.map((path) => {
        const PageComponent = components[path];
        return <Route key={path} path={path} element={<PageComponent />} />;
      })}
      {Object.entries(declaration.aliases).map(([alias, canonical]) => {
        const PageComponent = components[canonical];
        return (
          <Route
            key={alias}
            path={alias}
            element={
              <CanonicalPathProvider value={canonical}>
                <PageComponent />
              </CanonicalPathProvider>
            }
          />
        );
      })}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}

/**
 * A section's `./Section` (or the shell's own pages): every page its declaration lists,
 * in the page's language (from the shell's context), each loading its component and its
 * texts in that language when visited.
 */
export function SectionPages({ section }: { section: AnySection }) {
  return <SectionRoutes declaration={section.declaration} pages={section.pagesIn(useLocale())} />;
}
