import { type ReactNode, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { type PageRouter, PageRouterProvider } from 'shared-content';

/**
 * Gives the UI kit's links and filters the react-router they are rendered in (see
 * `usePageRouter`): links move it instead of loading a document, filters read its query.
 */
export function RouterBridge({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const router = useMemo<PageRouter>(
    () => ({ search, navigate: (to, options) => navigate(to, options) }),
    [search, navigate],
  );
  return <PageRouterProvider value={router}>{children}</PageRouterProvider>;
}
