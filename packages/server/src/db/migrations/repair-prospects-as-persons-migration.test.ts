import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../tenants/create-tenant.ts';
import { availableTestDatabases } from '../../testing/index.ts';
import type { Database } from '../database.ts';
import { repairProspectsAsPersons } from './repair-prospects-as-persons-migration.ts';

interface StoredRow {
  registration: string;
  name: string | null;
  data: Record<string, unknown>;
  _version: number;
}

describe.each(await availableTestDatabases())(
  'the repair of prospects into the person shape on the $name database',
  (database) => {
    let db: Database;

    const insert = (table: string, registration: string, name: string | null, data: object) =>
      sql`insert into ${sql.table(table)} (tenant, registration, name, data, _insert_user, _update_user)
        values ('acme', ${registration}, ${name}, ${JSON.stringify(data)}::jsonb, 'admin', 'admin')`.execute(
        db.owner,
      );
    const read = async (table: string) =>
      (
        await sql<StoredRow>`select registration, name, data, _version from ${sql.table(table)}
          where tenant = 'acme' order by registration`.execute(db.owner)
      ).rows;

    beforeAll(async () => {
      db = await database.open();
      await createTenant(db.app, { id: 'acme', name: 'Acme leasing', admin: 'admin' });
      await insert('prospects', 'PSP00000001', 'Ada Lovelace', { type: 'I', addressLine: '1 Main St' });
      await insert('prospects', 'PSP00000002', null, { type: 'I', firstName: 'Grace', lastName: 'Hopper' });
      await insert('prospects', 'PSP00000003', 'Acme', {
        type: 'C',
        addressLine: 'Old line',
        addresses: [{ type: 'MAIN', addressLine: 'Kept' }],
      });
      await insert('persons', 'PER00000001', ' ', { type: 'I', firstName: '', lastName: 'Turing' });
      await insert('persons', 'PER00000002', 'Named', { type: 'C' });
      await repairProspectsAsPersons(db.owner);
    });
    afterAll(() => db.close());

    it("makes a prospect's address line its main address, keeping addresses it has", async () => {
      const [first, second, third] = await read('prospects');
      expect(first?.data).toEqual({ type: 'I', addresses: [{ type: 'MAIN', addressLine: '1 Main St' }] });
      expect(first?._version).toBe(2);
      expect(third?.data).toEqual({ type: 'C', addresses: [{ type: 'MAIN', addressLine: 'Kept' }] });
      expect(second?.data).not.toHaveProperty('addresses');
    });

    it('names a prospect or a person saved without a name by its first and last name', async () => {
      const prospects = await read('prospects');
      expect(prospects.map((row) => row.name)).toEqual(['Ada Lovelace', 'Grace Hopper', 'Acme']);
      const persons = await read('persons');
      expect(persons.map((row) => row.name)).toEqual(['Turing', 'Named']);
      expect(persons.map((row) => row._version)).toEqual([2, 1]);
    });
  },
);
