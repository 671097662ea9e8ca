import type { User } from '@lessor/domain/api';
import type { Kysely, Selectable } from 'kysely';
import type { CoreDatabase } from '../../db/schema.ts';
import { type TenantTransaction, withTenant } from '../../tenancy/with-tenant.ts';

export type UserRow = User;

type UserColumns = Selectable<CoreDatabase['users']>;

/** A users row as the API answers it; the TOTP secret never leaves the server. */
export function toUser(row: UserColumns): User {
  return {
    username: row.username,
    tenant: row.tenant,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    locale: row.locale,
    profiles: Array.isArray(row.profiles) ? row.profiles : [],
    isAdmin: row.is_admin,
    isMainAdmin: row.is_main_admin,
    isSuperAdmin: row.is_super_admin,
    canImpersonate: row.can_impersonate,
    isLocked: row.is_locked,
    hasActivatedMfa: row.has_activated_mfa,
    lastLoginDate: row.last_login_date ? new Date(row.last_login_date).toISOString() : null,
    personRegistration: row.person_registration,
    partnerRegistration: row.partner_registration,
    orgaRegistration: row.orga_registration,
    isNotificationsDisabled: row.is_notifications_disabled,
  };
}

export async function findUserIn(trx: TenantTransaction, tenant: string, username: string) {
  return trx
    .selectFrom('users')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('username', '=', username)
    .executeTakeFirst();
}

export function findUser(
  db: Kysely<CoreDatabase>,
  tenant: string,
  username: string,
): Promise<UserRow | undefined> {
  return withTenant(db, tenant, async (trx) => {
    const row = await findUserIn(trx, tenant, username);
    return row && toUser(row);
  });
}
