/**
 * The react-router exports the site uses, and the only ones shared as the
 * `react-router-dom` singleton (the build resolves `react-router-dom` here). Using one
 * that is not listed fails the build with a missing export: add it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router';
