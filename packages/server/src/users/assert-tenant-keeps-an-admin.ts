import type { User } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { isAnyAdmin } from '../permissions/assert-admin.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

const isActiveAdmin = (user: Pick<User, 'isAdmin' | 'isMainAdmin' | 'isSuperAdmin' | 'isLocked'>) =>
  isAnyAdmin(user) && !user.isLocked;

/**
 * A tenant keeps one active (unlocked) admin at least: refuses a change that would lock, demote
 * or delete the last one. `after` is the user once changed, none once deleted. The tenant's active
 * admins are locked until the transaction ends, so two admins demoting each other at the same time
 * cannot both pass.
 */
export async function assertTenantKeepsAnAdmin(
  trx: TenantTransaction,
  before: User,
  after: Pick<User, 'isAdmin' | 'isMainAdmin' | 'isSuperAdmin' | 'isLocked'> | undefined,
): Promise<void> {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  const admins = await trx
    .selectFrom('users')
    .select('username')
    .where('tenant', '=', before.tenant)
    .where('is_locked', '=', false)
    .where((eb) =>
      eb.or([eb('is_admin', '=', true), eb('is_main_admin', '=', true), eb('is_super_admin', '=', true)]),
    )
    .orderBy('username')
    .forUpdate()
    .execute();
  if (!admins.some((admin) => admin.username !== before.username))
    throw new LessorError('LAST_ACTIVE_ADMIN', [before.username]);
}
