import { entities } from '@lessor/domain/entities';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { EntityDetailPage } from '../engine/detail/EntityDetailPage.tsx';
import { EntityListPage } from '../engine/list/EntityListPage.tsx';
import { AppLayout } from './AppLayout.tsx';
import { LoginPage } from './LoginPage.tsx';
import { landingPage } from './landing-page.ts';
import { NotFoundPage } from './NotFoundPage.tsx';

/** Each entity's list route (plural), create route and item route, from its declaration. */
const entityRoutes: RouteObject[] = entities.flatMap((entity) => [
  { path: `/${entity.pluralRoute}`, element: <EntityListPage entity={entity} /> },
  ...(entity.hasCreateForm
    ? [{ path: `/${entity.route}`, element: <EntityDetailPage entity={entity} /> }]
    : []),
  { path: `/${entity.route}/:id`, element: <EntityDetailPage entity={entity} /> },
]);

export const appRouter = createBrowserRouter([
  { path: '/authentication/login-page', element: <LoginPage /> },
  { path: '/authentication/*', element: <Navigate to="/authentication/login-page" replace /> },
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <Navigate to={landingPage} replace /> },
      ...entityRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
