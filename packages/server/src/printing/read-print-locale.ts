import { defaultLocale } from '@lessor/domain/formats';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The locale a user's printed documents write numbers and dates in: the user's own, else the default. */
export async function readPrintLocale(trx: TenantTransaction, actor: Actor): Promise<string> {
  const user = await trx
    .selectFrom('users')
    .select('locale')
    .where('tenant', '=', actor.tenant)
    .where('username', '=', actor.username)
    .executeTakeFirst();
  return user?.locale ?? defaultLocale;
}
