import { randomUUID } from 'node:crypto';
import { loadSessionSecret, SessionTokens } from '../../packages/server/src/auth/session-tokens.ts';
import type { Database } from '../../packages/server/src/db/database.ts';
import { withTenant } from '../../packages/server/src/tenancy/with-tenant.ts';

/**
 * The authorization header of an administrator of `tenant`, the user `bench`, whose session the
 * server knows (so its check of the session and of the user's current rights passes): benchmarks
 * measure their calls, not the permission map.
 */
export async function adminAuthorization(db: Database, tenant: string): Promise<string> {
  const sid = `bench-${tenant}-${randomUUID()}`;
  await withTenant(db.app, tenant, async (trx) => {
    await trx
      .insertInto('users')
      .values({ tenant, username: 'bench', locale: 'en', is_admin: true, profiles: '[]' })
      .onConflict((conflict) => conflict.columns(['tenant', 'username']).doNothing())
      .execute();
    await trx.insertInto('auth_sessions').values({ id: sid, tenant, username: 'bench' }).execute();
  });
  const token = await new SessionTokens(await loadSessionSecret(db)).sign({
    sid,
    tenant,
    username: 'bench',
    isAdmin: true,
    isMainAdmin: false,
    isSuperAdmin: false,
    profiles: [],
  });
  return `Bearer ${token}`;
}
