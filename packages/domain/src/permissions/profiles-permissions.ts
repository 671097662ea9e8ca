/**
 * The profilesPermissions configuration document: for each profile, the permission keys it grants,
 * as a list of keys or as a map of key to granted.
 */
export type ProfilesPermissions = Record<string, readonly string[] | Readonly<Record<string, boolean>>>;

/** The name of the configuration document holding the profiles' permissions. */
export const profilesPermissionsDocument = 'profilesPermissions';

/**
 * The permission map a user's profiles grant together: a key granted by any profile is granted.
 *
 * @example permissionsOfProfiles({ SALES: ['read all'] }, ['SALES']) // { 'read all': true }
 */
export function permissionsOfProfiles(
  document: ProfilesPermissions | undefined,
  profiles: readonly string[],
): Record<string, boolean> {
  const granted: Record<string, boolean> = {};
  for (const profile of profiles) {
    const keys = document?.[profile];
    if (!keys) continue;
    const list = Array.isArray(keys)
      ? keys
      : Object.entries(keys as Record<string, boolean>)
          .filter(([, value]) => value === true)
          .map(([key]) => key);
    for (const key of list) if (typeof key === 'string') granted[key] = true;
  }
  return granted;
}
