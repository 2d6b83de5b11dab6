/**
 * The router API the shell and the remotes use, re-exported from the one react-router the shell
 * bundles. Reach the router only through here: a shared module cannot be tree-shaken, and the whole
 * react-router package is ~60 KiB gzip, most of it (data routers, SSR, RSC) unused by this product.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useOutletContext,
  useInRouterContext,
  useNavigationType,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
export type { NavigateFunction, Location, Params, To, NavigateOptions } from 'react-router';
