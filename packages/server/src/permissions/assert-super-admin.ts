import { LessorError } from '@lessor/domain/errors';

/**
 * What reaches past the caller's tenant (the database's sessions show every tenant's queries) is for
 * super admins alone: a tenant's admins and main admins are refused as a user without the right.
 */
export function assertSuperAdmin(caller: { isSuperAdmin: boolean }): void {
  if (!caller.isSuperAdmin) throw new LessorError('FORBIDDEN', ['isSuperAdmin']);
}
