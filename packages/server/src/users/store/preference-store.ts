import type { UserPreference, UserPreferenceType } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Actor } from '../../tenancy/actor.ts';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** Creates or replaces one of the user's preferences, by its id. */
export async function savePreference(
  trx: TenantTransaction,
  user: Actor,
  preference: UserPreference,
): Promise<UserPreference> {
  const row = {
    id: preference._id,
    tenant: user.tenant,
    username: user.username,
    group_id: preference.groupId ?? null,
    type: preference.type,
    value: JSON.stringify(preference.value ?? null),
  };
  await trx
    .insertInto('user_preferences')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['tenant', 'username', 'id']).doUpdateSet({
        group_id: row.group_id,
        type: row.type,
        value: row.value,
      }),
    )
    .execute();
  return {
    _id: preference._id,
    groupId: row.group_id,
    type: preference.type,
    value: preference.value ?? null,
  };
}

export async function deletePreference(trx: TenantTransaction, user: Actor, id: string): Promise<void> {
  const deleted = await trx
    .deleteFrom('user_preferences')
    .where('tenant', '=', user.tenant)
    .where('username', '=', user.username)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new LessorError('USER_PREFERENCE_NOT_FOUND', [id]);
}

export async function listPreferences(trx: TenantTransaction, user: Actor): Promise<UserPreference[]> {
  const rows = await trx
    .selectFrom('user_preferences')
    .select(['id', 'group_id', 'type', 'value'])
    .where('tenant', '=', user.tenant)
    .where('username', '=', user.username)
    .orderBy('updated_at')
    .execute();
  return rows.map((row) => ({
    _id: row.id,
    groupId: row.group_id,
    type: row.type as UserPreferenceType,
    value: row.value,
  }));
}
