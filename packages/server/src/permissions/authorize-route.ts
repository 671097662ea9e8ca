import { entities } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import {
  canReadEntity,
  hasPermission,
  type PermissionSubject,
  permissionsOfProfiles,
  routePermission,
} from '@lessor/domain/permissions';
import type { TenantPermissions } from './tenant-permissions.ts';

/** Who calls, as the session tells. */
export interface Caller {
  tenant: string;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isSuperAdmin: boolean;
  profiles: string[];
}

/** The names by which 'read {entity}' and 'get {entity}' open an entity collection. */
const entityNamesByPath = new Map(
  entities.map((entity) => [entity.apiPath, [entity.name, entity.apiPath.split('/').at(-1) ?? entity.name]]),
);

/** The permission map of a caller, from their profiles and the tenant's profilesPermissions. */
async function permissionSubject(caller: Caller, permissions: TenantPermissions): Promise<PermissionSubject> {
  const document = caller.profiles.length > 0 ? await permissions.of(caller.tenant) : undefined;
  return { ...caller, permissions: permissionsOfProfiles(document, caller.profiles) };
}

/**
 * Refuses a call the caller has no permission for (foundation.md §6). `required` is the route's own
 * key; by default 'read' or 'write' and the collection path. Reads of an entity collection are also
 * opened by 'read {entity}' or 'get {entity}'.
 */
export async function authorizeRoute(
  caller: Caller,
  permissions: TenantPermissions,
  route: { method: string; url: string; required?: string },
): Promise<void> {
  // Admins pass every check: no need to read the document.
  if (caller.isAdmin || caller.isMainAdmin || caller.isSuperAdmin) return;
  const key = route.required ?? routePermission(route.method, route.url);
  const subject = await permissionSubject(caller, permissions);
  if (hasPermission(subject, key)) return;
  const collection = key.slice(key.indexOf(' ') + 1);
  const names = key.startsWith('read ') ? (entityNamesByPath.get(collection) ?? []) : [];
  if (names.some((name) => canReadEntity(subject, name))) return;
  throw new LessorError('FORBIDDEN', [key]);
}
