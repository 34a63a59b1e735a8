import type { ComponentType } from 'react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes, useLocation } from 'react-router-dom';
import { type PageDeclaration, routesOf } from 'shared-content';
import { GlobalStyles, pageWidth } from 'ui-kit';
import { routeList } from './harness.css';

/** Every module a remote exposes, as the component it exports. */
type ExposedComponents = Record<string, ComponentType>;

/** The harness page of an exposed module other than the Section: `/exposed/HomeWidget`. */
const exposedModulePath = (module: string) => `/exposed/${module.replace(/^\.\//, '')}`;

function ExposedModule({ modules }: { modules: Record<string, ComponentType> }) {
  // Not useParams: the site's react-router facade (shared-content/src/platform/router.ts)
  // leaves it out, so the harness page of an exposed module threw in the browser.
  const name = decodeURIComponent(useLocation().pathname.replace(/^\/exposed\//, ''));
  const Module = modules[`./${name}`];
  return Module ? <Module /> : <p>This remote exposes no module named {name}.</p>;
}

/**
 * A remote's standalone page for its own team: global styles, a list of its routes and
 * of the other modules it exposes (each on its own path), without the shell. Not part
 * of the composed site. Expects a router around it.
 */
export function StandaloneHarness({
  remote,
  modules,
  pages,
}: {
  remote: string;
  modules: ExposedComponents;
  /** The remote's page declaration (`src/content/pages.ts`). */
  pages: PageDeclaration;
}) {
  const { './Section': Section, ...others } = modules;
  return (
    <>
      <GlobalStyles />
      <nav aria-label={`${remote} routes`} className={`${pageWidth} ${routeList}`}>
        <strong>{remote} standalone: </strong>
        {routesOf(remote, pages).map(({ path }) => (
          <NavLink key={path} to={path}>
            {path}
          </NavLink>
        ))}
        {Object.keys(others).map((module) => (
          <NavLink key={module} to={exposedModulePath(module)}>
            {module} (exposed)
          </NavLink>
        ))}
      </nav>
      <main id="main">
        <Routes>
          <Route path={exposedModulePath(':name')} element={<ExposedModule modules={others} />} />
          <Route path="*" element={Section ? <Section /> : null} />
        </Routes>
      </main>
    </>
  );
}

/**
 * Mounts the harness with the modules the remote exposes (the names its package.json lists
 * under `"remote.exposes"`, each loaded by `load`) and the pages it declares. Islands show
 * on the section's pages that render them, not on a harness page of their own.
 */
export function mountStandalone(
  remote: string,
  exposes: readonly string[],
  /** The module of an expose (the bundler's `import.meta.webpackContext` of `src/`). */
  load: (name: string) => unknown,
  pages: PageDeclaration,
) {
  const modules = Object.fromEntries(
    exposes
      .filter((name) => !name.startsWith('./islands/'))
      .map((name) => [name, (load(name) as { default: ComponentType }).default]),
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneHarness remote={remote} modules={modules} pages={pages} />
      </BrowserRouter>
    </StrictMode>,
  );
}
