/** Who is checked: the admin flags and the permission map their profiles grant. */
export interface PermissionSubject {
  isAdmin?: boolean;
  isMainAdmin?: boolean;
  isSuperAdmin?: boolean;
  /** Permission keys granted, such as 'read all' or 'write /api/core/users'. */
  permissions: Readonly<Record<string, boolean>>;
}

export interface PermissionCheckOptions {
  /** Only the exact key grants: no 'read all' or 'write all' fallback. */
  strict?: boolean;
  /** Admins are checked like anybody else instead of passing. */
  disallowAdmins?: boolean;
}

/**
 * Whether a user holds a permission (foundation.md §6): admins, main admins and super admins pass
 * unless admins are disallowed; others need the exact key or, for keys starting with read or write
 * and outside strict mode, 'read all' or 'write all'.
 *
 * @example hasPermission({ permissions: { 'read all': true } }, 'read /api/person/persons') // true
 */
export function hasPermission(
  subject: PermissionSubject,
  key: string,
  { strict = false, disallowAdmins = false }: PermissionCheckOptions = {},
): boolean {
  if (!disallowAdmins && (subject.isAdmin || subject.isMainAdmin || subject.isSuperAdmin)) return true;
  if (subject.permissions[key] === true) return true;
  if (strict) return false;
  if (key.startsWith('read ')) return subject.permissions['read all'] === true;
  if (key.startsWith('write ')) return subject.permissions['write all'] === true;
  return false;
}

/**
 * Read access to an entity: 'read all', 'read {entity}' or 'get {entity}'.
 *
 * @example canReadEntity({ permissions: { 'get persons': true } }, 'persons') // true
 */
export function canReadEntity(subject: PermissionSubject, entity: string): boolean {
  return (
    hasPermission(subject, `read ${entity}`) || hasPermission(subject, `get ${entity}`, { strict: true })
  );
}

/**
 * Whether the subject may read an entity's collection, as the server decides it: the route's key
 * ('read {apiPath}'), or a read of the entity by its name or the last part of its path
 * ('read CreditLine', 'read credit-lines', or their 'get' forms).
 */
export function mayReadCollection(
  subject: PermissionSubject,
  entity: { name: string; apiPath: string },
): boolean {
  if (hasPermission(subject, `read ${entity.apiPath}`)) return true;
  const tail = entity.apiPath.split('/').at(-1) ?? entity.name;
  return canReadEntity(subject, entity.name) || canReadEntity(subject, tail);
}
