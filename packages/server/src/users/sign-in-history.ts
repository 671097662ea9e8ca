import type { UserSignIn } from '@lessor/domain/api';
import { systemEventEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * How a sign-in went, from the sentence its SystemEvent says ('ada@demo signed in with a TOTP
 * code', 'ada@demo gave a wrong TOTP code'): what follows the username, and for a sign-in what
 * follows 'signed in with'. The sentences are those of `openSession` and the TOTP route.
 * @example signInWay('ada@demo signed in with a sign-in link', 'ada@demo') // 'a sign-in link'
 */
function signInWay(message: string, username: string): string {
  const said = message.startsWith(`${username} `) ? message.slice(username.length + 1) : message;
  return said.startsWith('signed in with ') ? said.slice('signed in with '.length) : said;
}

/**
 * A user's sign-ins and refused sign-ins, newest first, from the SystemEvents of the transaction's
 * tenant that name them (their `username`, the actor `recordSystemEvent` was given).
 */
export async function readSignIns(
  trx: TenantTransaction,
  tenant: string,
  username: string,
  page: { offset: number; limit: number },
): Promise<UserSignIn[]> {
  const rows = await entityTables(trx)
    .selectFrom(systemEventEntity.table)
    .select(['registration', 'type', 'data', '_insert_date'])
    .where('tenant', '=', tenant)
    .where('type', 'in', ['SIGN_IN', 'SIGN_IN_FAILED'])
    // A containment test, which the GIN index on `data` answers.
    .where(sql<boolean>`data @> ${JSON.stringify({ username })}::jsonb`)
    .orderBy('_insert_date', 'desc')
    .orderBy('registration', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
  return rows.map((row) => ({
    registration: row.registration,
    date: typeof row.data.date === 'string' ? row.data.date : new Date(row._insert_date).toISOString(),
    outcome: row.type === 'SIGN_IN' ? 'SIGNED_IN' : 'REFUSED',
    how: signInWay(typeof row.data.message === 'string' ? row.data.message : '', username),
  }));
}
