import { NavLink, ScrollArea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { MenuNode } from './build-menu.ts';
import { containsActive, isActivePath, useMenuFromConfiguration } from './useMenuFromConfiguration.ts';
import type { UserConfiguration } from './user-configuration.ts';

interface Props {
  configuration: UserConfiguration;
  onNavigate(): void;
}

function matching(nodes: readonly MenuNode[], filter: string, t: (key: string) => string): MenuNode[] {
  if (!filter) return [...nodes];
  return nodes.flatMap((node) => {
    if (t(node.label).toLocaleLowerCase().includes(filter)) return [node];
    const children = matching(node.children, filter, t);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}

/** The side menu: groups open where the current page is, and a filter for long menus. */
export function MainMenu({ configuration, onNavigate }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { menu } = useMenuFromConfiguration(configuration);
  const [filter, setFilter] = useState('');
  const shown = matching(menu, filter.trim().toLocaleLowerCase(), t);

  const render = (node: MenuNode) =>
    node.children.length > 0 ? (
      <NavLink
        key={node.label}
        label={t(node.label)}
        defaultOpened={containsActive(node, pathname)}
        {...(filter ? { opened: true } : {})}
        childrenOffset="sm"
      >
        {node.children.map(render)}
      </NavLink>
    ) : (
      <NavLink
        key={node.path ?? node.label}
        component={Link}
        to={node.path ?? '/'}
        label={t(node.label)}
        active={isActivePath(node, pathname)}
        onClick={onNavigate}
      />
    );

  return (
    <>
      <TextInput
        size="xs"
        mb="xs"
        label={t('Filter the menu')}
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
      />
      <ScrollArea type="auto" style={{ flex: 1 }}>
        {shown.map(render)}
      </ScrollArea>
    </>
  );
}
