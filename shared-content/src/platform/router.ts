/**
 * The react-router exports the site uses, and the only ones shared as the
 * `react-router-dom` singleton (the build resolves `react-router-dom` here). Using one
 * that is not listed fails the build with a missing export: add it here. The server's
 * `StaticRouter` is imported from `react-router` by the server render only, so browsers
 * never download it (a shared module is never tree-shaken).
 */

export type { Navigator, To } from 'react-router';
export {
  BrowserRouter,
  createPath,
  Link,
  Navigate,
  NavLink,
  Route,
  Router,
  Routes,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
