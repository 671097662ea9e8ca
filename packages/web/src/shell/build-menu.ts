import type { EntityDefinition } from '@lessor/domain/entities';
import { entityMenuGroups } from './menu-groups.ts';
import { findToolScreen, toolScreens } from './tool-screens.ts';
import type { MenuEntry, UserConfiguration } from './user-configuration.ts';

/** A menu entry ready to render: a link, a group of links, or both. */
export interface MenuNode {
  label: string;
  path?: string;
  children: readonly MenuNode[];
}

const groupLabels = { tools: 'Tools', administration: 'Administration', documentation: 'Documentation' };

/** A label for a configured path without one: the entity's plural label or the tool screen's title. */
function labelForPath(path: string, entities: readonly EntityDefinition[]): string {
  const [pathname = ''] = path.split('?');
  const entity = entities.find((candidate) => `/${candidate.pluralRoute}` === pathname);
  if (entity) return entity.pluralLabel;
  const screen = findToolScreen(pathname);
  if (screen) return screen.title;
  const last = pathname.split('/').filter(Boolean).pop() ?? pathname;
  const spaced = last.replace(/-/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function visibleTo(entry: MenuEntry, user: UserConfiguration['user']): boolean {
  if (entry.hidden) return false;
  if (!entry.profiles || entry.profiles.length === 0 || user.isAdmin) return true;
  return entry.profiles.some((profile) => user.profiles.includes(profile));
}

function fromEntry(
  entry: MenuEntry,
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
) {
  const children: MenuNode[] = entry.menus
    .filter((child) => visibleTo(child, configuration.user))
    .map((child) => fromEntry(child, configuration, entities));
  const path = entry.redirect ?? entry.path;
  return {
    label: entry.label ?? (path ? labelForPath(path, entities) : ''),
    ...(path ? { path } : {}),
    children,
  };
}

/** The minimal configuration's menu: every declared entity list by family, then the tool screens. */
function minimalMenu(configuration: UserConfiguration, entities: readonly EntityDefinition[]): MenuNode[] {
  const placed = new Set<string>();
  const entityGroups = entityMenuGroups.map((group) => {
    const members = group.routes.flatMap((route) => entities.filter((entity) => entity.route === route));
    for (const member of members) placed.add(member.name);
    return { title: group.title, members };
  });
  const others = entities.filter((entity) => !placed.has(entity.name));
  const toNode = (title: string, members: readonly EntityDefinition[]): MenuNode => ({
    label: title,
    children: members.map((entity) => ({
      label: entity.pluralLabel,
      path: `/${entity.pluralRoute}`,
      children: [],
    })),
  });
  const groups = [...entityGroups, { title: 'Other', members: others }]
    .filter((group) => group.members.length > 0)
    .map((group) => toNode(group.title, group.members));
  const declaredLists = new Set(entities.map((entity) => `/${entity.pluralRoute}`));
  const tools = (Object.keys(groupLabels) as (keyof typeof groupLabels)[]).map((group) => ({
    label: groupLabels[group],
    children: toolScreens
      .filter((screen) => screen.group === group && !declaredLists.has(screen.path))
      .filter((screen) => !screen.adminOnly || configuration.user.isAdmin)
      .map((screen) => ({ label: screen.title, path: screen.path, children: [] })),
  }));
  return [...groups, ...tools];
}

/** The menu a user sees: the configured one filtered by profiles, or the minimal one. */
export function buildMenu(
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
): MenuNode[] {
  if (!configuration.menus) return minimalMenu(configuration, entities);
  return configuration.menus
    .filter((entry) => visibleTo(entry, configuration.user))
    .map((entry) => fromEntry(entry, configuration, entities));
}

/** Every link of a menu, groups flattened. */
export function menuLinks(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => [...(node.path ? [node] : []), ...menuLinks(node.children)]);
}

function menuPaths(nodes: readonly MenuNode[]): string[] {
  return menuLinks(nodes).flatMap((node) => (node.path ? [node.path] : []));
}

/**
 * The bottom navigation of small screens: the configured paths, else the first links of the
 * menu, at most five.
 */
export function bottomNavigation(
  configuration: UserConfiguration,
  menu: readonly MenuNode[],
  entities: readonly EntityDefinition[],
): MenuNode[] {
  const configured = configuration.responsiveBottomNavigation;
  const paths = configured && configured.length > 0 ? configured : menuPaths(menu).slice(0, 4);
  return paths.slice(0, 5).map((path) => ({ label: labelForPath(path, entities), path, children: [] }));
}
