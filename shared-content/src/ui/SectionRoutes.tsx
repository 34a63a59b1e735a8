import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { RemoteName } from '../platform/remotes';
import { pathsOwnedBy } from '../platform/routes';

/**
 * A remote's `./Section`: renders the page of each path the route table gives the
 * remote. A path the remote does not render (or does not own) goes home silently.
 */
export function SectionRoutes({
  remote,
  pages,
}: {
  remote: RemoteName;
  pages: Readonly<Record<string, ComponentType>>;
}) {
  const owned = new Set(pathsOwnedBy(remote));
  return (
    <Routes>
      {Object.entries(pages)
        .filter(([path]) => owned.has(path))
        .map(([path, PageComponent]) => (
          <Route key={path} path={path} element={<PageComponent />} />
        ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
