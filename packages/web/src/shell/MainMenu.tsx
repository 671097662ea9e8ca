import { NavLink, ScrollArea, TextInput } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
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
  const shown = useMemo(() => matching(menu, filter.trim().toLocaleLowerCase(), t), [menu, filter, t]);

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
        <MenuTree nodes={shown} pathname={pathname} filtered={filter !== ''} onNavigate={onNavigate} />
      </ScrollArea>
    </>
  );
}

interface TreeProps {
  nodes: readonly MenuNode[];
  pathname: string;
  filtered: boolean;
  onNavigate(): void;
}

/**
 * The menu's entries, drawn again only when the page or the filter changes: a list changes its
 * address at every search, sort or page, and a menu of every entity is long to redraw.
 */
const MenuTree = memo(function MenuTree({ nodes, pathname, filtered, onNavigate }: TreeProps) {
  const { t } = useTranslation();
  const render = (node: MenuNode) =>
    node.children.length > 0 ? (
      <NavLink
        key={node.label}
        label={t(node.label)}
        defaultOpened={containsActive(node, pathname)}
        {...(filtered ? { opened: true } : {})}
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
  return <>{nodes.map(render)}</>;
});
