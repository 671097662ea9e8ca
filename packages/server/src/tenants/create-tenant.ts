import type { Kysely } from 'kysely';
import { LessorStartError } from '../config/lessor-start-error.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

const tenantId = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export function findTenant(db: Kysely<CoreDatabase>, id: string) {
  return db.selectFrom('tenants').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** An administrator's username: as given when it holds an @, else `{name}@{tenant}`. */
function adminUsername(admin: string, tenant: string): string {
  return admin.includes('@') ? admin : `${admin}@${tenant}`;
}

/** Creates a tenant and its first administrator, or refuses with one clear sentence. */
export async function createTenant(
  db: Kysely<CoreDatabase>,
  { id, admin, name = id }: { id: string; admin: string; name?: string },
): Promise<{ tenant: string; username: string }> {
  if (!tenantId.test(id)) {
    throw new LessorStartError(`Invalid tenant name '${id}': use 1 to 40 lower-case letters, digits, - or _`);
  }
  if (await findTenant(db, id)) throw new LessorStartError(`Tenant '${id}' already exists`);
  const username = adminUsername(admin, id);
  await withTenant(db, id, async (trx) => {
    await trx.insertInto('tenants').values({ id, name, kind: 'master' }).execute();
    await trx
      .insertInto('users')
      .values({
        tenant: id,
        username,
        first_name: null,
        last_name: 'Administrator',
        email: null,
        locale: 'en-EU',
        // The tenant's first administrator is its main admin, who alone may sign in as others.
        is_admin: true,
        is_main_admin: true,
        can_impersonate: true,
      })
      .execute();
  });
  return { tenant: id, username };
}
