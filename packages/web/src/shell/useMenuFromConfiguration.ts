import { entities } from '@lessor/domain/entities';
import { useMemo } from 'react';
import { bottomNavigation, buildMenu, type MenuNode } from './build-menu.ts';
import type { UserConfiguration } from './user-configuration.ts';

/** The menu and bottom navigation of a configuration, with the declared entities' labels. */
export function useMenuFromConfiguration(configuration: UserConfiguration) {
  return useMemo(() => {
    const menu = buildMenu(configuration, entities);
    return { menu, bottom: bottomNavigation(configuration, menu, entities) };
  }, [configuration]);
}

/** Whether a menu link leads to the current page: the list itself, or one of its records. */
export function isActivePath(node: MenuNode, pathname: string): boolean {
  if (!node.path) return false;
  const [path = ''] = node.path.split('?');
  if (pathname === path) return true;
  const entity = entities.find((candidate) => `/${candidate.pluralRoute}` === path);
  return (
    entity !== undefined && (pathname === `/${entity.route}` || pathname.startsWith(`/${entity.route}/`))
  );
}

export function containsActive(node: MenuNode, pathname: string): boolean {
  return isActivePath(node, pathname) || node.children.some((child) => containsActive(child, pathname));
}
