// What the platform shares as `react-router` in production builds (rspack.config.ts aliases
// the bare specifier here). Module Federation cannot tree-shake a shared module — consumers
// are unknown at build time — so sharing the whole package ships ~60 KB gzip of data-router,
// server and RSC code no page uses. This list is the API our remotes may use; a unit test
// (shell/src/router-api.test.ts) fails when any package imports a name missing from it.
// Imported by file path, not by name, so the alias does not point back at this file.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './node_modules/react-router/dist/production/index.mjs';
