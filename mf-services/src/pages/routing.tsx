import { useLocation } from 'react-router-dom';
import { normalizePath, useCanonicalPath } from 'shared-content';

/** The canonical path of the page the current URL shows (`/services/sync` shows `/services/medication-sync`). */
export function usePagePath() {
  const { pathname } = useLocation();
  return useCanonicalPath() ?? normalizePath(pathname);
}
