import { Anchor, Badge, Burger, Button, Group, Kbd, Text, Title } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOffline } from '../offline/useOffline.ts';
import { OptionalPart } from './OptionalPart.tsx';
import type { UserConfiguration } from './user-configuration.ts';

const TopMenu = lazy(() => import('./TopMenu.tsx').then((module) => ({ default: module.TopMenu })));
// Off the first paint: the count arrives by a call anyway. A chunk that cannot load (offline) leaves
// the rest of the header in place (OptionalPart).
const NotificationBell = lazy(() =>
  import('./NotificationBell.tsx').then((module) => ({ default: module.NotificationBell })),
);

interface Props {
  username: string | undefined;
  configuration: UserConfiguration | undefined;
  showTopMenu: boolean;
  menuOpened: boolean;
  burgerOnDesktop: boolean;
  onToggleMenu(): void;
  onSearch(): void;
  onPreferences(): void;
  onSignOut(): void;
  /** Opens the sync log; only a tenant that works offline has one. */
  onSyncLog?: () => void;
}

export function AppHeader(props: Props) {
  const { t } = useTranslation();
  // foundation.md §4: an offline indicator is set when the browser goes offline, or the application does.
  const { online } = useNetwork();
  const offline = useOffline() || !online;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Burger
          opened={props.menuOpened}
          onClick={props.onToggleMenu}
          {...(props.burgerOnDesktop ? {} : { hiddenFrom: 'sm' })}
          size="sm"
          aria-label={t('Toggle menu')}
        />
        <Title order={2} size="h4">
          Lessor
        </Title>
        {props.showTopMenu && props.configuration && (
          <OptionalPart>
            <Suspense fallback={null}>
              <TopMenu configuration={props.configuration} />
            </Suspense>
          </OptionalPart>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {offline && (
          <Badge color="yellow" variant="filled" c="dark" role="status">
            {t('Offline')}
          </Badge>
        )}
        {/* Not named "Search": list pages have their own Search button. */}
        <Button
          variant="default"
          size="xs"
          onClick={props.onSearch}
          rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        >
          {t('Find')}
        </Button>
        {props.username && (
          <OptionalPart
            fallback={
              <Anchor component={Link} to="/notifications" size="sm">
                {t('Notifications')}
              </Anchor>
            }
          >
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          </OptionalPart>
        )}
        {props.username && (
          <Text size="sm" aria-label={t('Signed in as')} visibleFrom="sm">
            {props.username}
          </Text>
        )}
        {props.onSyncLog && (
          <Button variant="default" size="xs" onClick={props.onSyncLog}>
            {t('Sync log')}
          </Button>
        )}
        <Button variant="default" size="xs" onClick={props.onPreferences}>
          {t('Preferences')}
        </Button>
        <Button variant="default" size="xs" onClick={props.onSignOut}>
          {t('Sign out')}
        </Button>
      </Group>
    </Group>
  );
}
