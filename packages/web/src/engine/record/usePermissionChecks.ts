import type { EntityDefinition } from '@lessor/domain/entities';
import { hasPermission, mayReadCollection, type PermissionSubject } from '@lessor/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { permissionSubjectOf } from '../../shell/user-configuration.ts';
import { userConfigurationQuery } from '../../shell/useUserConfiguration.ts';

/**
 * What the permission checks read of the signed-in user, from the shell's one answer of the user
 * configuration (an admin passes them all; anyone else has the permission keys of their profiles):
 * a screen opened after the shell asks nothing more. Undefined while it is asked for (`pending`),
 * or when the answer tells no permissions.
 */
function usePermissionSubject(): { subject: PermissionSubject | undefined; pending: boolean } {
  const answer = useQuery({ ...userConfigurationQuery, select: permissionSubjectOf });
  return { subject: answer.data, pending: answer.isPending };
}

/**
 * Whether the signed-in user may write at an API path ('write {apiPath}', admins always). Until
 * their permissions are known, nothing is offered that the server might refuse.
 */
export function useMayWrite(apiPath: string): boolean {
  const { subject } = usePermissionSubject();
  return subject !== undefined && hasPermission(subject, `write ${apiPath}`);
}

/**
 * Whether the user's permissions are known and refuse writing at an API path: a screen then shows
 * its records read-only and offers no Add. While they are unknown, it offers them.
 */
export function useWriteRefused(apiPath: string): boolean {
  const { subject } = usePermissionSubject();
  return subject !== undefined && !hasPermission(subject, `write ${apiPath}`);
}

/**
 * Whether the signed-in user may read an entity's records, as the server decides it; undefined
 * while their permissions are asked for. A screen is closed only on what the permissions say:
 * when the configuration tells none, it opens, and the server refuses what it must.
 */
export function useMayRead(entity: Pick<EntityDefinition, 'name' | 'apiPath'>): boolean | undefined {
  const { subject, pending } = usePermissionSubject();
  if (subject) return mayReadCollection(subject, entity);
  return pending ? undefined : true;
}

/**
 * Which of several entities the signed-in user may read, in their order (as `useMayRead` decides
 * each); undefined while their permissions are asked for.
 */
export function useMayReadEach(
  entities: ReadonlyArray<Pick<EntityDefinition, 'name' | 'apiPath'>>,
): boolean[] | undefined {
  const { subject, pending } = usePermissionSubject();
  if (subject) return entities.map((entity) => mayReadCollection(subject, entity));
  return pending ? undefined : entities.map(() => true);
}
