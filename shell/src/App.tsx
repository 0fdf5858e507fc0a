import { createBrowserRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { matchRoute, ROUTES } from '@bookline/contracts';
import type { ShellConfig } from './config';
import { NotFound } from './NotFound';
import { RemotePage } from './RemotePage';
import { RouterError } from './RouterError';

/** The page frame every route renders in. Pages bring their own header and footer. */
function Frame() {
  return (
    <>
      <a className="bl-skip" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

/** Catch-all: sales-rep names (configuration) show the landing page, anything else the 404. */
function Fallthrough({ salesReps }: { salesReps: string[] }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, salesReps);
  if (!match) return <NotFound />;
  return <RemotePage key={match.route.path} route={match.route} params={match.params} />;
}

function RoutePage({ path }: { path: string }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const route = ROUTES.find((r) => r.path === path)!;
  return <RemotePage key={route.path} route={route} params={match?.params ?? {}} />;
}

export function createRoutes(config: ShellConfig): RouteObject[] {
  return [
    {
      element: <Frame />,
      errorElement: <RouterError />,
      children: [
        ...ROUTES.map((r) => ({ path: r.path, element: <RoutePage path={r.path} /> })),
        { path: '*', element: <Fallthrough salesReps={config.salesReps} /> },
      ],
    },
  ];
}

export function App({ config }: { config: ShellConfig }) {
  const router = createBrowserRouter(createRoutes(config));
  return <RouterProvider router={router} />;
}
