import { type User, type UserAsSeen, userFlags } from '@lessor/domain/api';
import { flagsHeldBy, type Rights } from './assert-may-change-user.ts';

/**
 * A user as a reader of users sees them: the admin flags the reader holds themselves, the others
 * left out (foundation.md §6, admin-only columns). A plain admin does not learn who is super admin,
 * nor a reader who is no admin who is one; the web shows and edits the same flags.
 * @example userSeenBy(plainAdmin, superAdmin) // the super admin's fields, isSuperAdmin left out
 */
export function userSeenBy(reader: Rights, user: User): UserAsSeen {
  const held = new Set(flagsHeldBy(reader));
  const seen: UserAsSeen = { ...user };
  for (const flag of userFlags) if (!held.has(flag)) delete seen[flag];
  return seen;
}
