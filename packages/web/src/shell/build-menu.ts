import {
  type EntityDefinition,
  type EntityGroup,
  entityGroups,
  entityGroupTitles,
} from '@lessor/domain/entities';
import { mayReadCollection } from '@lessor/domain/permissions';
import { allowedRoutesOf, isRouteAllowed } from './allowed-routes.ts';
import { mayOpenToolScreen } from './screen-access.ts';
import { findToolScreen, type ToolScreen, toolScreens } from './tool-screens.ts';
import { type MenuEntry, permissionSubjectOf, type UserConfiguration } from './user-configuration.ts';

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

function visibleTo(
  entry: MenuEntry,
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
): boolean {
  const { user } = configuration;
  if (entry.hidden) return false;
  const path = (entry.redirect ?? entry.path)?.split('?')[0];
  const listed = path ? entities.find((entity) => `/${entity.pluralRoute}` === path) : undefined;
  if (listed && !mayOpenList(configuration, listed)) return false;
  const screen = path ? findToolScreen(path) : undefined;
  if (screen && !mayOpenToolScreen(screen, configuration, entities)) return false;
  if (!entry.profiles || entry.profiles.length === 0 || user.isAdmin) return true;
  return entry.profiles.some((profile) => user.profiles.includes(profile));
}

/** A list the user's permissions, when known, let them read (foundation.md §6). */
function mayOpenList(configuration: UserConfiguration, entity: EntityDefinition): boolean {
  const subject = permissionSubjectOf(configuration);
  return subject === undefined || mayReadCollection(subject, entity);
}

function fromEntry(
  entry: MenuEntry,
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
) {
  const children: MenuNode[] = entry.menus
    .filter((child) => visibleTo(child, configuration, entities))
    .map((child) => fromEntry(child, configuration, entities));
  const path = entry.redirect ?? entry.path;
  return {
    label: entry.label ?? (path ? labelForPath(path, entities) : ''),
    ...(path ? { path } : {}),
    children,
  };
}

/** Whether a tool screen sits in a family of entity lists rather than in a tool group. */
function isInEntityGroup(screen: ToolScreen): screen is ToolScreen & { group: EntityGroup } {
  return !Object.hasOwn(groupLabels, screen.group);
}

/**
 * Entities by the menu group their declaration names, each group in declared menu order, then the
 * tool screens placed in that family (the reconciliation after the banking and billing lists).
 */
function entityMenuGroups(
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
): MenuNode[] {
  const titles = [...new Set(entityGroups.map((group) => entityGroupTitles[group]))];
  const byOrder = (a: EntityDefinition, b: EntityDefinition) =>
    (a.menuOrder ?? Number.POSITIVE_INFINITY) - (b.menuOrder ?? Number.POSITIVE_INFINITY) ||
    a.pluralLabel.localeCompare(b.pluralLabel);
  return titles
    .map((title) => ({
      label: title,
      children: [
        ...entities
          .filter((entity) => entityGroupTitles[entity.group] === title && mayOpenList(configuration, entity))
          .sort(byOrder)
          .map((entity) => ({ label: entity.pluralLabel, path: `/${entity.pluralRoute}`, children: [] })),
        ...toolScreens
          .filter((screen) => isInEntityGroup(screen) && entityGroupTitles[screen.group] === title)
          .filter((screen) => mayOpenToolScreen(screen, configuration, entities))
          .map((screen) => ({ label: screen.title, path: screen.path, children: [] })),
      ],
    }))
    .filter((group) => group.children.length > 0);
}

/**
 * The minimal configuration's menu: every declared entity list by its declared group, then the tool
 * screens; of them, when the routes are restricted (allowedRoutes, the profiles' screens), those
 * the user may open.
 */
function minimalMenu(configuration: UserConfiguration, entities: readonly EntityDefinition[]): MenuNode[] {
  const allowed = allowedRoutesOf(configuration);
  const opens = (node: MenuNode) => !allowed || !node.path || isRouteAllowed(node.path, allowed);
  const groups = entityMenuGroups(configuration, entities)
    .map((group) => ({ ...group, children: group.children.filter(opens) }))
    .filter((group) => group.children.length > 0);
  const declaredLists = new Set(entities.map((entity) => `/${entity.pluralRoute}`));
  const tools = (Object.keys(groupLabels) as (keyof typeof groupLabels)[]).map((group) => ({
    label: groupLabels[group],
    children: toolScreens
      .filter((screen) => screen.group === group && !declaredLists.has(screen.path))
      .filter((screen) => mayOpenToolScreen(screen, configuration, entities))
      .map((screen) => ({ label: screen.title, path: screen.path, children: [] }))
      .filter(opens),
  }));
  return [...groups, ...tools.filter((group) => group.children.length > 0)];
}

/** The menu a user sees: the configured one filtered by profiles, or the minimal one. */
export function buildMenu(
  configuration: UserConfiguration,
  entities: readonly EntityDefinition[],
): MenuNode[] {
  if (!configuration.menus) return minimalMenu(configuration, entities);
  return configuration.menus
    .filter((entry) => visibleTo(entry, configuration, entities))
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
