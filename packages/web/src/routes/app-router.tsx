import { createBrowserRouter, Navigate } from 'react-router';
import { AppLayout } from '../shell/AppLayout.tsx';
import { LandingRedirect } from '../shell/LandingRedirect.tsx';
import { NotFoundPage } from '../shell/NotFoundPage.tsx';
import { RouteErrorPage } from '../shell/RouteErrorPage.tsx';
import { toolScreens } from '../shell/tool-screens.ts';

/** Screens with a page of their own; every other tool screen shows what exists (`ToolScreenPage`). */
const dedicatedScreens = new Set([
  '/documentation',
  '/documentation/api',
  '/global-search',
  '/cache-info',
  '/metrics',
  '/tenant',
  '/themes',
  '/notifications',
  '/crons',
  '/database/current-operations',
  '/users',
  '/catalog/lectura',
  '/bank/reconciliation',
  '/move-money',
  '/bank/set-overdraft',
  '/arbitration',
  '/object-storage-containers',
  '/scripts',
  '/calendar',
  '/rates',
  '/tests',
  '/documentation-search',
]);

const toolScreen = async () => ({
  Component: (await import('../screens/ToolScreenPage.tsx')).ToolScreenPage,
});
const contentPage = async () => ({ Component: (await import('../screens/ContentPage.tsx')).ContentPage });
const entityRoute = async () => ({ Component: (await import('./EntityRoutePage.tsx')).EntityRoutePage });

/**
 * Every route of foundation.md §2. Pages load on first use, so the shell stays small; a page
 * whose code chunk is gone shows the outdated-version screen.
 */
export function createAppRouter() {
  return createBrowserRouter([
    { path: '/app-preload', element: null },
    {
      errorElement: <RouteErrorPage />,
      children: [
        {
          path: '/authentication/login-page',
          lazy: async () => ({ Component: (await import('../shell/LoginPage.tsx')).LoginPage }),
        },
        { path: '/authentication/*', element: <Navigate to="/authentication/login-page" replace /> },
        {
          path: '/accessibility-declaration',
          lazy: async () => ({
            Component: (await import('../screens/AccessibilityDeclarationPage.tsx'))
              .AccessibilityDeclarationPage,
          }),
        },
        {
          path: '/self-registration',
          lazy: async () => ({
            Component: (await import('../screens/self-registration/SelfRegistrationPage.tsx'))
              .SelfRegistrationPage,
          }),
        },
        {
          path: '/k/:accessKey/p/:pageId',
          lazy: async () => ({ Component: (await import('../screens/FlowPage.tsx')).FlowPage }),
        },
      ],
    },
    {
      element: <AppLayout />,
      // The shell's own lazy parts (menu, dialogs) may meet a stale chunk too.
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <LandingRedirect /> },
            {
              path: '/u/:key',
              lazy: async () => ({ Component: (await import('../screens/ShortUrlPage.tsx')).ShortUrlPage }),
            },
            {
              // The tool screens open for those who may use them, and say which permission is missing.
              lazy: async () => ({
                Component: (await import('../shell/ToolScreenGate.tsx')).ToolScreenGate,
              }),
              children: [
                {
                  path: '/users',
                  lazy: async () => ({
                    Component: (await import('../screens/users/UsersPage.tsx')).UsersPage,
                  }),
                },
                {
                  path: '/user',
                  lazy: async () => ({
                    Component: (await import('../screens/users/NewUserPage.tsx')).NewUserPage,
                  }),
                },
                {
                  path: '/user/:username',
                  lazy: async () => ({ Component: (await import('../screens/users/UserPage.tsx')).UserPage }),
                },
                ...toolScreens
                  .filter((screen) => !dedicatedScreens.has(screen.path))
                  .map((screen) => ({ path: screen.path, lazy: toolScreen })),
                {
                  path: '/documentation/api',
                  lazy: async () => ({
                    Component: (await import('../screens/ApiDocumentationPage.tsx')).ApiDocumentationPage,
                  }),
                },
                {
                  path: '/documentation/*',
                  lazy: async () => ({
                    Component: (await import('../screens/documentation/DocumentationRoutePage.tsx'))
                      .DocumentationRoutePage,
                  }),
                },
                {
                  path: '/documentation-search',
                  lazy: async () => ({
                    Component: (await import('../screens/documentation/DocumentationSearchPage.tsx'))
                      .DocumentationSearchPage,
                  }),
                },
                {
                  path: '/global-search',
                  lazy: async () => ({
                    Component: (await import('../screens/GlobalSearchPage.tsx')).GlobalSearchPage,
                  }),
                },
                {
                  path: '/cache-info',
                  lazy: async () => ({
                    Component: (await import('../screens/CacheInfoPage.tsx')).CacheInfoPage,
                  }),
                },
                {
                  path: '/metrics',
                  lazy: async () => ({ Component: (await import('../screens/MetricsPage.tsx')).MetricsPage }),
                },
                {
                  path: '/tenant',
                  lazy: async () => ({ Component: (await import('../screens/TenantPage.tsx')).TenantPage }),
                },
                {
                  path: '/themes',
                  lazy: async () => ({ Component: (await import('../screens/ThemesPage.tsx')).ThemesPage }),
                },
                {
                  path: '/calendar',
                  lazy: async () => ({
                    Component: (await import('../screens/calendar/CalendarPage.tsx')).CalendarPage,
                  }),
                },
                {
                  path: '/rates',
                  lazy: async () => ({
                    Component: (await import('../screens/rates/RatesPage.tsx')).RatesPage,
                  }),
                },
                {
                  path: '/tests',
                  lazy: async () => ({
                    Component: (await import('../screens/self-tests/SelfTestsPage.tsx')).SelfTestsPage,
                  }),
                },
                {
                  path: '/crons',
                  lazy: async () => ({
                    Component: (await import('../screens/crons/CronsPage.tsx')).CronsPage,
                  }),
                },
                {
                  path: '/database/current-operations',
                  lazy: async () => ({
                    Component: (await import('../screens/database-operations/CurrentOperationsPage.tsx'))
                      .CurrentOperationsPage,
                  }),
                },
                {
                  path: '/bank/reconciliation',
                  lazy: async () => ({
                    Component: (await import('../screens/reconciliation/ReconciliationPage.tsx'))
                      .ReconciliationPage,
                  }),
                },
                {
                  path: '/move-money',
                  lazy: async () => ({
                    Component: (await import('../screens/move-money/MoveMoneyPage.tsx')).MoveMoneyPage,
                  }),
                },
                {
                  path: '/bank/set-overdraft',
                  lazy: async () => ({
                    Component: (await import('../screens/set-overdraft/SetOverdraftPage.tsx'))
                      .SetOverdraftPage,
                  }),
                },
                {
                  path: '/arbitration',
                  lazy: async () => ({
                    Component: (await import('../screens/arbitration/ArbitrationPage.tsx')).ArbitrationPage,
                  }),
                },
                {
                  path: '/scripts',
                  lazy: async () => ({
                    Component: (await import('../screens/scripts/ScriptsPage.tsx')).ScriptsPage,
                  }),
                },
                {
                  path: '/object-storage-containers',
                  lazy: async () => ({
                    Component: (await import('../screens/object-storage/ObjectStorageContainersPage.tsx'))
                      .ObjectStorageContainersPage,
                  }),
                },
                {
                  path: '/object-storage-container/:containerName',
                  lazy: async () => ({
                    Component: (await import('../screens/object-storage/ObjectStorageContainerPage.tsx'))
                      .ObjectStorageContainerPage,
                  }),
                },
                {
                  path: '/notifications',
                  lazy: async () => ({
                    Component: (await import('../screens/NotificationsPage.tsx')).NotificationsPage,
                  }),
                },
              ],
            },
            ...['/content/*', '/user-content', '/user-content/*', '/page/*', '/edit-catalog/:name'].map(
              (path) => ({ path, lazy: contentPage }),
            ),
            {
              path: '/catalog/:name',
              lazy: async () => ({
                Component: (await import('../screens/catalog/CatalogPage.tsx')).CatalogPage,
              }),
            },
            {
              path: '/catalog/:name/models/:modelId',
              lazy: async () => ({
                Component: (await import('../screens/catalog/CatalogModelPage.tsx')).CatalogModelPage,
              }),
            },
            { path: '/:entityRoute', lazy: entityRoute },
            { path: '/:entityRoute/:id', lazy: entityRoute },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]);
}
