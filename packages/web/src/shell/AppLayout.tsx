import { AppShell, Loader, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { apiFetch, handleSessionExpiry } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { AppHeader } from './AppHeader.tsx';
import { allowedRoutesOf, isRouteAllowed } from './allowed-routes.ts';
import { OptionalPart } from './OptionalPart.tsx';
import { SignOutWarning } from './SignOutWarning.tsx';
import { prefetchShellReads } from './shell-reads.ts';
import { storedStartOptions } from './start-options.ts';
import { useCurrentUser } from './useCurrentUser.ts';
import { useLocaleOfUser } from './useLocaleOfUser.ts';
import { useNavigationMode } from './useNavigationMode.ts';
import { useOfflineWork } from './useOfflineWork.tsx';
import { useShellShortcuts } from './useShellShortcuts.ts';
import { useThemingPreference } from './useThemingPreference.ts';
import { useUserConfiguration } from './useUserConfiguration.ts';

// The menus need every entity declaration: they load beside the page, not before it.
const MainMenu = lazy(() => import('./MainMenu.tsx').then((module) => ({ default: module.MainMenu })));
const BottomNavigation = lazy(() =>
  import('./BottomNavigation.tsx').then((module) => ({ default: module.BottomNavigation })),
);
// Dialogs load when first opened.
const PreferencesDrawer = lazy(() =>
  import('./PreferencesDrawer.tsx').then((module) => ({ default: module.PreferencesDrawer })),
);
const ShortcutsHelp = lazy(() =>
  import('./ShortcutsHelp.tsx').then((module) => ({ default: module.ShortcutsHelp })),
);
const SyncLogDialog = lazy(() =>
  import('./SyncLogDialog.tsx').then((module) => ({ default: module.SyncLogDialog })),
);
const SearchPalette = lazy(() =>
  import('./SearchPalette.tsx').then((module) => ({ default: module.SearchPalette })),
);

const loginPage = '/authentication/login-page';

/** The authenticated shell: header, menu, bottom navigation on small screens, and the page. */
export function AppLayout() {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure();
  const [helpOpened, help] = useDisclosure();
  const [preferencesOpened, preferences] = useDisclosure();
  const [syncLogOpened, syncLog] = useDisclosure();
  const [searchOpened, setSearchOpened] = useState(false);
  const [reloadCount, setReloadCount] = useState(0);
  const [mode] = useNavigationMode();
  const location = useLocation();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const configuration = useUserConfiguration().data;
  const decorated = !storedStartOptions(sessionStorage).noDecoration;
  const isAdmin = configuration?.user.isAdmin === true || user.data?.isAdmin === true;
  useLocaleOfUser(user.data?.locale, configuration, isAdmin);
  useThemingPreference(user.data?.username, configuration);

  const signedInAs = user.data?.username;
  useEffect(() => {
    // Signed in on this page rather than at the start: the shell's reads asked at once all the same
    // (those under way or kept are not asked again).
    if (signedInAs) prefetchShellReads(queryClient);
  }, [signedInAs, queryClient]);

  useEffect(() => {
    // Loaded only for a user who allowed notifications on this browser before.
    if (signedInAs && 'Notification' in window && Notification.permission === 'granted')
      void import('../notifications/push-subscription.ts').then((push) => push.renewPushSubscription());
  }, [signedInAs]);

  useEffect(() => {
    handleSessionExpiry(() => {
      queryClient.clear();
      navigate(`${loginPage}?expired=1&redirect=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      });
    });
  }, [navigate, queryClient, location]);

  // foundation.md §4: offline work, for a tenant with the offlineSupport setting.
  const settings = configuration?.settings;
  const offlineWork = useOfflineWork(
    user.data?.username,
    settings?.offlineSupport === true,
    typeof settings?.preloadContractsCount === 'number' ? settings.preloadContractsCount : undefined,
  );
  const [queuedAtSignOut, setQueuedAtSignOut] = useState(0);

  useShellShortcuts({
    isAdmin,
    allowOpenQueryToken: configuration?.allowOpenQueryToken === true,
    username: user.data?.username,
    reloadRoute: () => setReloadCount((count) => count + 1),
    toggleMenu,
    openSearch: () => setSearchOpened(true),
    showShortcuts: help.open,
  });

  if (sessionStore.get() === null) {
    return (
      <Navigate
        to={`${loginPage}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }

  const allowed = configuration && allowedRoutesOf(configuration);
  if (allowed && !isRouteAllowed(location.pathname, allowed)) {
    return <Navigate to={configuration?.landingPage ?? '/'} replace />;
  }

  const signOutNow = () => {
    setQueuedAtSignOut(0);
    // Fired without waiting (foundation.md §7); the session is forgotten here whatever it answers.
    void apiFetch('/api/core/auth/logout').catch(() => undefined);
    void offlineWork.forgetReads();
    sessionStore.clear();
    queryClient.clear();
    navigate(loginPage, { replace: true });
  };
  // Writes made offline and not yet sent: the user is asked first (SignOutWarning).
  const signOut = async () => {
    const queued = await offlineWork.queuedWrites();
    if (queued > 0) setQueuedAtSignOut(queued);
    else signOutNow();
  };

  const sideMenu = mode !== 'top';
  return (
    <AppShell
      header={decorated ? { height: 56 } : undefined}
      navbar={
        decorated
          ? {
              width: 260,
              breakpoint: 'sm',
              collapsed: { mobile: !menuOpened, desktop: !sideMenu || (mode === 'collapsed') !== menuOpened },
            }
          : undefined
      }
      footer={decorated ? { height: { base: 52, sm: 0 } } : undefined}
      padding="md"
    >
      {decorated && (
        <AppShell.Header>
          <AppHeader
            username={user.data?.username}
            configuration={configuration}
            showTopMenu={mode === 'top'}
            menuOpened={menuOpened}
            burgerOnDesktop={mode === 'collapsed'}
            onToggleMenu={toggleMenu}
            onSearch={() => setSearchOpened(true)}
            onPreferences={preferences.open}
            onSignOut={() => void signOut()}
            onSyncLog={settings?.offlineSupport === true ? syncLog.open : undefined}
          />
        </AppShell.Header>
      )}
      {decorated && (
        <AppShell.Navbar p="xs" aria-label={t('Main menu')}>
          {configuration ? (
            // Its code may fail to arrive (the network gone as the page opens): the page stays.
            <OptionalPart fallback={<Text size="sm">{t('The menu could not be loaded')}</Text>}>
              <Suspense fallback={<Loader size="sm" role="status" aria-label={t('Loading')} />}>
                <MainMenu configuration={configuration} onNavigate={closeMenu} />
              </Suspense>
            </OptionalPart>
          ) : (
            <Loader size="sm" role="status" aria-label={t('Loading')} />
          )}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Outlet key={reloadCount} />
      </AppShell.Main>
      <SignOutWarning queued={queuedAtSignOut} onStay={() => setQueuedAtSignOut(0)} onSignOut={signOutNow} />
      {decorated && configuration && (
        <AppShell.Footer hiddenFrom="sm">
          <OptionalPart>
            <Suspense fallback={null}>
              <BottomNavigation configuration={configuration} />
            </Suspense>
          </OptionalPart>
        </AppShell.Footer>
      )}
      {helpOpened && (
        <Suspense fallback={null}>
          <ShortcutsHelp opened onClose={help.close} />
        </Suspense>
      )}
      {preferencesOpened && (
        <Suspense fallback={null}>
          <PreferencesDrawer opened onClose={preferences.close} />
        </Suspense>
      )}
      {syncLogOpened && (
        <Suspense fallback={null}>
          <SyncLogDialog opened onClose={syncLog.close} />
        </Suspense>
      )}
      {searchOpened && configuration && (
        <Suspense fallback={null}>
          <SearchPalette configuration={configuration} onClose={() => setSearchOpened(false)} />
        </Suspense>
      )}
    </AppShell>
  );
}
