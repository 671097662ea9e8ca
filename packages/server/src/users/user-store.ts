import type { User, UserInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { isValidUsername } from '@lessor/domain/formats';
import type { SortKey } from '@lessor/domain/query';
import { sql, type Updateable } from 'kysely';
import type { CoreDatabase } from '../db/schema.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { findUserIn, toUser } from './store/find-user.ts';
import { type UserMatch, usersMatching } from './store/users-matching.ts';
import { userColumns } from './user-body-schema.ts';

interface UserFilter extends UserMatch {
  /** The order asked for; usernames order the rest. */
  sort?: readonly SortKey[];
  offset: number;
  limit: number;
}

/** The columns a list may be ordered by: every field a user answers but their tenant. */
const sortColumns: Readonly<Record<string, keyof CoreDatabase['users']>> = {
  ...userColumns,
  hasActivatedMfa: 'has_activated_mfa',
  lastLoginDate: 'last_login_date',
};

/** Refuses an order on a field users do not have. */
export function assertSortable(sort: readonly SortKey[]): void {
  const unknown = sort.find((key) => !Object.hasOwn(sortColumns, key.field));
  if (unknown) throw new LessorError('INVALID_FIELD_IN_QUERY', [unknown.field]);
}

/** Users of the transaction's tenant, by username, filtered as `filter` says. */
export async function listUsers(trx: TenantTransaction, tenant: string, filter: UserFilter): Promise<User[]> {
  let query = usersMatching(trx, tenant, filter).selectAll();
  for (const key of filter.sort ?? []) {
    const column = sortColumns[key.field];
    if (column) query = query.orderBy(column, key.descending ? sql`desc nulls last` : sql`asc nulls first`);
  }
  const rows = await query.orderBy('username').offset(filter.offset).limit(filter.limit).execute();
  return rows.map(toUser);
}

export async function getUser(trx: TenantTransaction, tenant: string, username: string): Promise<User> {
  const row = await findUserIn(trx, tenant, username);
  if (!row) throw new LessorError('USER_NOT_FOUND', [username]);
  return toUser(row);
}

/** A new user's username: valid for the tenant, and nobody's yet. */
export async function assertUsernameFree(
  trx: TenantTransaction,
  tenant: string,
  username: string,
): Promise<void> {
  if (!isValidUsername(username, tenant))
    throw new LessorError('INVALID_FIELD_VALUE', [username, 'username']);
  if (await findUserIn(trx, tenant, username))
    throw new LessorError('VALUE_ALREADY_EXISTS', [username, 'username']);
}

export async function createUser(trx: TenantTransaction, tenant: string, input: UserInput): Promise<User> {
  await assertUsernameFree(trx, tenant, input.username);
  const row = await trx
    .insertInto('users')
    .values({
      tenant,
      username: input.username,
      first_name: input.firstName ?? null,
      last_name: input.lastName ?? null,
      email: input.email ?? null,
      locale: input.locale ?? 'en-EU',
      is_admin: input.isAdmin ?? false,
      ...columnsOf(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toUser(row);
}

export async function updateUser(
  trx: TenantTransaction,
  tenant: string,
  username: string,
  input: Partial<UserInput>,
): Promise<User> {
  if (input.username !== undefined && input.username !== username)
    throw new LessorError('INVALID_FIELD_VALUE', [input.username, 'username']);
  const changes = columnsOf(input);
  const row =
    Object.keys(changes).length === 0
      ? await findUserIn(trx, tenant, username)
      : await trx
          .updateTable('users')
          .set(changes)
          .where('tenant', '=', tenant)
          .where('username', '=', username)
          .returningAll()
          .executeTakeFirst();
  if (!row) throw new LessorError('USER_NOT_FOUND', [username]);
  return toUser(row);
}

export async function deleteUser(trx: TenantTransaction, tenant: string, username: string): Promise<void> {
  for (const table of ['user_preferences', 'user_photos'] as const)
    await trx.deleteFrom(table).where('tenant', '=', tenant).where('username', '=', username).execute();
  const deleted = await trx
    .deleteFrom('users')
    .where('tenant', '=', tenant)
    .where('username', '=', username)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw new LessorError('USER_NOT_FOUND', [username]);
}

function columnsOf(input: Partial<UserInput>): Updateable<CoreDatabase['users']> {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(userColumns)) {
    if (field === 'username') continue;
    const value = input[field as keyof UserInput];
    if (value === undefined) continue;
    changes[column] = column === 'profiles' ? JSON.stringify(value) : value;
  }
  return changes as Updateable<CoreDatabase['users']>;
}
