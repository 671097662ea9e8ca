import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isActivePath, useMenuFromConfiguration } from './useMenuFromConfiguration.ts';
import type { UserConfiguration } from './user-configuration.ts';

/** The bottom navigation of small screens (responsiveBottomNavigation of the configuration). */
export function BottomNavigation({ configuration }: { configuration: UserConfiguration }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { bottom } = useMenuFromConfiguration(configuration);
  return (
    <Group
      component="nav"
      aria-label={t('Bottom navigation')}
      h="100%"
      justify="space-around"
      wrap="nowrap"
      px={4}
    >
      {bottom.map((node) => (
        <Button
          key={node.path}
          component={Link}
          to={node.path ?? '/'}
          variant={isActivePath(node, pathname) ? 'light' : 'subtle'}
          size="compact-sm"
          aria-current={isActivePath(node, pathname) ? 'page' : undefined}
        >
          {t(node.label)}
        </Button>
      ))}
    </Group>
  );
}
