import type { UserListStatus } from '@lessor/domain/api';
import { type RawBuilder, sql } from 'kysely';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';

/** Which users a list call or its KPIs are about (business-areas.md §3, user search). */
export interface UserMatch {
  /** Exact usernames: one for a uniqueness check, several for a list's pinned rows. */
  usernames?: readonly string[];
  person?: string;
  /** Free text found in the username, the names or the e-mail. */
  search?: string;
  /** Last sign-in on or after this date or instant. */
  fromLastLoginDate?: string;
  /** Last sign-in on or before: a date takes its whole day. */
  toLastLoginDate?: string;
  /** One of the list's KPI figures: locked, admins, signed in within 30 days. */
  status?: UserListStatus;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);
const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The conditions of each KPI figure, as the list filters on them and the KPIs count them. */
export const statusConditions: Readonly<Record<UserListStatus, RawBuilder<boolean>>> = {
  LOCKED: sql<boolean>`is_locked`,
  ADMIN: sql<boolean>`(is_admin or is_main_admin or is_super_admin)`,
  RECENT: sql<boolean>`last_login_date >= now() - interval '30 days'`,
};

/** The users of the transaction's tenant that `match` selects, to select from. */
export function usersMatching(trx: TenantTransaction, tenant: string, match: UserMatch) {
  let query = trx.selectFrom('users').where('tenant', '=', tenant);
  if (match.usernames !== undefined) query = query.where('username', 'in', match.usernames);
  if (match.person !== undefined) query = query.where('person_registration', '=', match.person);
  if (match.search) {
    const contains = `%${escapeLike(match.search)}%`;
    query = query.where((eb) =>
      eb.or(
        (['username', 'first_name', 'last_name', 'email'] as const).map((column) =>
          eb(column, 'ilike', contains),
        ),
      ),
    );
  }
  if (match.fromLastLoginDate)
    query = query.where('last_login_date', '>=', new Date(match.fromLastLoginDate));
  if (match.toLastLoginDate) {
    const to = match.toLastLoginDate;
    query = isDateOnly(to)
      ? query.where(sql<boolean>`last_login_date < ${to}::date + 1`)
      : query.where('last_login_date', '<=', new Date(to));
  }
  if (match.status) query = query.where(statusConditions[match.status]);
  return query;
}
