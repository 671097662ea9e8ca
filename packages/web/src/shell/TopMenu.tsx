import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { containsActive, useMenuFromConfiguration } from './useMenuFromConfiguration.ts';
import type { UserConfiguration } from './user-configuration.ts';

/** The menu in the header, one drop-down per group (navigation display mode "top"). */
export function TopMenu({ configuration }: { configuration: UserConfiguration }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menu } = useMenuFromConfiguration(configuration);
  return (
    <Group gap={4} component="nav" aria-label={t('Main menu')} wrap="nowrap" style={{ overflowX: 'auto' }}>
      {menu.map((node) =>
        node.children.length === 0 ? (
          <Button key={node.label} component={Link} to={node.path ?? '/'} variant="subtle" size="xs">
            {t(node.label)}
          </Button>
        ) : (
          <Menu key={node.label} position="bottom-start">
            <Menu.Target>
              <Button variant={containsActive(node, pathname) ? 'light' : 'subtle'} size="xs">
                {t(node.label)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown mah="70vh" style={{ overflowY: 'auto' }}>
              {node.children.map((child) => (
                <Menu.Item key={child.path ?? child.label} component={Link} to={child.path ?? '/'}>
                  {t(child.label)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}
