import { LessorError } from '@lessor/domain/errors';

interface AdminFlags {
  isAdmin: boolean;
  isMainAdmin: boolean;
  isSuperAdmin: boolean;
}

/** Admins, main admins and super admins pass every permission check (foundation.md §6). */
export function isAnyAdmin(caller: AdminFlags): boolean {
  return caller.isAdmin || caller.isMainAdmin || caller.isSuperAdmin;
}

/** What decides who holds power in a tenant is for admins alone: no profile, `write all` included, opens it. */
export function assertAdmin(caller: AdminFlags): void {
  if (!isAnyAdmin(caller)) throw new LessorError('FORBIDDEN', ['isAdmin']);
}
