import type { EntityDefinition } from '@lessor/domain/entities';
import { hasPermission, mayReadCollection } from '@lessor/domain/permissions';
import type { ToolScreen } from './tool-screens.ts';
import { permissionSubjectOf, type UserConfiguration } from './user-configuration.ts';

const collectionOf = (screen: ToolScreen, entities: readonly EntityDefinition[]) =>
  screen.collection ? entities.find((entity) => entity.collection === screen.collection) : undefined;

/**
 * The permission a tool screen asks of its user, in the words the server refuses its calls with
 * (foundation.md §6): an admin flag, the permission of its first call, or reading the collection
 * it lists; undefined when every signed-in user may open it.
 */
export function screenPermission(
  screen: ToolScreen,
  entities: readonly EntityDefinition[],
): string | undefined {
  if (screen.adminOnly) return 'isAdmin';
  if (screen.permission) return screen.permission;
  const entity = collectionOf(screen, entities);
  return entity ? `read ${entity.apiPath}` : undefined;
}

/**
 * Whether the signed-in user may open a tool screen, as the server will decide its calls: the admin
 * flag for the admin screens, else their permissions; when the configuration tells none, the
 * screen opens and the server refuses what it must.
 */
export function mayOpenToolScreen(
  screen: ToolScreen,
  configuration: Pick<UserConfiguration, 'user' | 'userPermissions'>,
  entities: readonly EntityDefinition[],
): boolean {
  const { user } = configuration;
  if (screen.adminOnly) return user.isAdmin;
  const subject = permissionSubjectOf(configuration);
  if (!subject) return true;
  if (screen.permission) return hasPermission(subject, screen.permission);
  const entity = collectionOf(screen, entities);
  return entity ? mayReadCollection(subject, entity) : true;
}
