import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../tenants/create-tenant.ts';
import { availableTestDatabases } from '../../testing/index.ts';
import type { Database } from '../database.ts';
import { appointMainAdmins } from './identity-migration.ts';

describe.each(await availableTestDatabases())('appointing main admins on the $name database', (database) => {
  let db: Database;

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.close());

  const admin = (username: string) => ({
    tenant: username.split('@')[1] ?? '',
    username,
    locale: 'en-EU',
    is_admin: true,
  });
  const flagsOf = async (tenant: string) =>
    db.owner
      .selectFrom('users')
      .select(['username', 'is_main_admin', 'can_impersonate'])
      .where('tenant', '=', tenant)
      .orderBy('username')
      .execute();

  it('makes the oldest unlocked admin of a tenant without one its main admin, and leaves the others', async () => {
    for (const id of ['older', 'served']) await createTenant(db.app, { id, admin: 'admin' });
    // As tenants were before creation appointed a main admin.
    await db.owner
      .updateTable('users')
      .set({ is_main_admin: false, can_impersonate: false })
      .where('tenant', '=', 'older')
      .execute();
    await db.owner
      .insertInto('users')
      .values([
        { ...admin('locked@older'), is_locked: true, created_at: new Date(0) },
        admin('zed@older'),
        admin('other@served'),
      ])
      .execute();

    await appointMainAdmins(db.owner);

    expect(await flagsOf('older')).toEqual([
      { username: 'admin@older', is_main_admin: true, can_impersonate: true },
      { username: 'locked@older', is_main_admin: false, can_impersonate: false },
      { username: 'zed@older', is_main_admin: false, can_impersonate: false },
    ]);
    expect(await flagsOf('served')).toEqual([
      { username: 'admin@served', is_main_admin: true, can_impersonate: true },
      { username: 'other@served', is_main_admin: false, can_impersonate: false },
    ]);
  });
});
