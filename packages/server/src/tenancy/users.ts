import type { CurrentUser } from '@lessor/domain/api';
import type { Kysely } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../db/with-tenant.ts';

export interface UserRow extends CurrentUser {
  isLocked: boolean;
}

export function findUser(
  db: Kysely<CoreDatabase>,
  tenant: string,
  username: string,
): Promise<UserRow | undefined> {
  return withTenant(db, tenant, (trx) =>
    trx
      .selectFrom('users')
      .select([
        'username',
        'tenant',
        'first_name as firstName',
        'last_name as lastName',
        'is_admin as isAdmin',
        'is_locked as isLocked',
        'locale',
      ])
      .where('tenant', '=', tenant)
      .where('username', '=', username)
      .executeTakeFirst(),
  );
}
