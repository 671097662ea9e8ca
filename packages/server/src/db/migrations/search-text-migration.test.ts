import { entities, findEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../tenants/create-tenant.ts';
import { availableTestDatabases } from '../../testing/index.ts';
import type { Database } from '../database.ts';
import { migrate } from '../migrate.ts';
import { searchTextMigration } from './search-text-migration.ts';

const invoice = findEntity('Invoice');
if (!invoice) throw new Error('no Invoice entity');

describe.each(await availableTestDatabases())('the search text column on the $name database', (database) => {
  let db: Database;

  beforeAll(async () => {
    db = await database.open();
    await createTenant(db.app, { id: 'texts', admin: 'admin' });
    await sql`insert into invoices (tenant, registration, name, data, _insert_user, _update_user)
      values ('texts', 'INV00000001', 'Ürün Ltd', '{"invoiceNumber": 2026001, "contractRegistration": "CTR9"}', 'a', 'a')`.execute(
      db.owner,
    );
  });
  afterAll(() => db.close());

  const searchText = async () =>
    (await sql<{ search_text: string }>`select search_text from invoices`.execute(db.owner)).rows[0]
      ?.search_text;

  it('holds the declared search fields, lower-cased, one per line, numbers as written', async () => {
    expect(invoice.searchFields).toEqual(['registration', 'name', 'invoiceNumber', 'contractRegistration']);
    expect(await searchText()).toBe('inv00000001\nürün ltd\n2026001\nctr9');
  });

  it('is rebuilt, under a new migration name, when the declaration changes its search fields', async () => {
    const [name, migration] = searchTextMigration({
      ...invoice,
      searchFields: ['registration', 'contractRegistration'],
    });
    expect(name).not.toBe(searchTextMigration(invoice)[0]);
    await migration.up(db.owner);
    expect(await searchText()).toBe('inv00000001\nctr9');
    await sql`update invoices set data = '{"contractRegistration": "CTR10"}'`.execute(db.owner);
    expect(await searchText()).toBe('inv00000001\nctr10');
  });

  it('starts a database migrated before its search fields changed, and rebuilds the column at once', async () => {
    const changed = entities.map((entity) =>
      entity.name === 'Invoice' ? { ...entity, searchFields: ['registration', 'name'] } : entity,
    );
    await migrate(db.owner, changed);
    expect(await searchText()).toBe('inv00000001\nürün ltd');
    // Started again, with either declaration, it finds every migration it ran accounted for.
    await expect(migrate(db.owner, changed)).resolves.toBeUndefined();
    await expect(migrate(db.owner, entities)).resolves.toBeUndefined();
  });
});
