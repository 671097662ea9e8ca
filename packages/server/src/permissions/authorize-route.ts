import { LessorError } from '@lessor/domain/errors';
import {
  hasPermission,
  mayReadCollection,
  type PermissionSubject,
  permissionsOfProfiles,
  routePermission,
} from '@lessor/domain/permissions';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { isAnyAdmin } from './assert-admin.ts';
import type { TenantPermissions } from './tenant-permissions.ts';

/** Who calls, as the session tells. */
export interface Caller {
  tenant: string;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isSuperAdmin: boolean;
  profiles: string[];
}

/**
 * What the permission check reads of a caller who is no admin: the permissions of their profiles,
 * merged once per version of the tenant's document (kept for seconds) and set of profiles, since the
 * same few sets of profiles make every request of a tenant.
 */
async function permissionSubject(caller: Caller, permissions: TenantPermissions): Promise<PermissionSubject> {
  if (caller.profiles.length === 0) return noPermissions;
  const document = await permissions.of(caller.tenant);
  if (!document) return noPermissions;
  let byProfiles = subjects.get(document);
  if (!byProfiles) {
    byProfiles = new Map();
    subjects.set(document, byProfiles);
  }
  const key = caller.profiles.join('\n');
  let subject = byProfiles.get(key);
  if (!subject) {
    subject = { permissions: permissionsOfProfiles(document, caller.profiles) };
    byProfiles.set(key, subject);
  }
  return subject;
}

const noPermissions: PermissionSubject = { permissions: {} };
const subjects = new WeakMap<object, Map<string, PermissionSubject>>();

/** The key each route needs by default, worked out once per method and path. */
const routeKeys = new Map<string, string>();
function defaultKey(method: string, url: string): string {
  const route = `${method} ${url}`;
  let key = routeKeys.get(route);
  if (key === undefined) {
    key = routePermission(method, url);
    routeKeys.set(route, key);
  }
  return key;
}

/**
 * Refuses a call the caller has no permission for (foundation.md §6). `required` is the route's own
 * key; by default 'read' or 'write' and the collection path. Reads of a collection of the catalogue
 * are also opened by 'read {entity}' or 'get {entity}'.
 */
export async function authorizeRoute(
  caller: Caller,
  permissions: TenantPermissions,
  catalogue: EntityCatalogue,
  route: { method: string; url: string; required?: string },
): Promise<void> {
  // Admins pass every check: no need to read the document.
  if (isAnyAdmin(caller)) return;
  const key = route.required ?? defaultKey(route.method, route.url);
  const subject = await permissionSubject(caller, permissions);
  if (hasPermission(subject, key)) return;
  const collection = key.slice(key.indexOf(' ') + 1);
  const entity = key.startsWith('read ') ? catalogue.atApiPath(collection) : undefined;
  if (entity && mayReadCollection(subject, entity)) return;
  throw new LessorError('FORBIDDEN', [key]);
}
