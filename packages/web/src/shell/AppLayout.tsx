import { entities } from '@lessor/domain/entities';
import { AppShell, Burger, Button, Group, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { handleSessionExpiry } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { useCurrentUser } from './useCurrentUser.ts';

const loginPage = '/authentication/login-page';

/** The authenticated shell: header, menu of entity lists, and the page. */
export function AppLayout() {
  const [menuOpened, { toggle: toggleMenu, close: closeMenu }] = useDisclosure();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();

  useEffect(() => {
    handleSessionExpiry(() => {
      queryClient.clear();
      navigate(`${loginPage}?expired=1&redirect=${encodeURIComponent(location.pathname + location.search)}`, {
        replace: true,
      });
    });
  }, [navigate, queryClient, location]);

  if (sessionStore.get() === null) {
    return (
      <Navigate
        to={`${loginPage}?redirect=${encodeURIComponent(location.pathname + location.search)}`}
        replace
      />
    );
  }

  const signOut = () => {
    sessionStore.clear();
    queryClient.clear();
    navigate(loginPage, { replace: true });
  };

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between">
          <Group gap="sm">
            <Burger
              opened={menuOpened}
              onClick={toggleMenu}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle menu"
            />
            <Title order={2} size="h4">
              Lessor
            </Title>
          </Group>
          <Group gap="sm">
            {user.data && (
              <Text size="sm" aria-label="Signed in as">
                {user.data.username}
              </Text>
            )}
            <Button variant="default" size="xs" onClick={signOut}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main menu">
        {entities.map((entity) => (
          <NavLink
            key={entity.name}
            component={Link}
            to={`/${entity.pluralRoute}`}
            label={entity.pluralLabel}
            active={
              location.pathname === `/${entity.pluralRoute}` ||
              location.pathname.startsWith(`/${entity.route}/`)
            }
            onClick={closeMenu}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
