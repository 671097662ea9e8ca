import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../tenants/create-tenant.ts';
import { availableTestDatabases } from '../../testing/index.ts';
import type { Database } from '../database.ts';
import { repairSeededPercentRates } from './repair-seeded-percent-rates-migration.ts';

interface Row {
  table: 'contracts' | 'products';
  tenant: string;
  registration: string;
  rate: unknown;
  insertedBy?: string;
}

/** Rows as older seeds and users left them: percents in the seeded tenants, and everything else. */
const rows: Row[] = [
  { table: 'contracts', tenant: 'demo', registration: 'CTR00000001', rate: 4.34 },
  { table: 'contracts', tenant: 'demo', registration: 'CTR00000002', rate: 0.0434 },
  { table: 'products', tenant: 'demo', registration: 'PRD00000002', rate: 1 },
  { table: 'contracts', tenant: 'demo', registration: 'CTR00000003', rate: 0.99 },
  { table: 'contracts', tenant: 'demo', registration: 'CTR00000004', rate: '4.34' },
  { table: 'contracts', tenant: 'demo', registration: 'CTR00000005', rate: 6.5, insertedBy: 'jo@demo' },
  { table: 'products', tenant: 'demo', registration: 'PRD00000001', rate: 8.99 },
  { table: 'contracts', tenant: 'bench-2', registration: 'CTR00000001', rate: 7.01 },
  { table: 'contracts', tenant: 'acme', registration: 'CTR00000001', rate: 4.34 },
  { table: 'contracts', tenant: 'bench-x', registration: 'CTR00000001', rate: 4.34 },
];

describe.each(await availableTestDatabases())(
  'the repair of seeded percent rates on the $name database',
  (database) => {
    let db: Database;

    beforeAll(async () => {
      db = await database.open();
      await createTenant(db.app, { id: 'demo', name: 'Demo leasing', admin: 'admin' });
      await createTenant(db.app, { id: 'bench-2', name: 'Benchmark 2', admin: 'admin' });
      await createTenant(db.app, { id: 'acme', name: 'Acme leasing', admin: 'admin' });
      // Named like a benchmark tenant, but not by the seed.
      await createTenant(db.app, { id: 'bench-x', name: 'Benchmark 2', admin: 'admin' });
      for (const row of rows) {
        const insertedBy = row.insertedBy ?? `admin@${row.tenant}`;
        await sql`insert into ${sql.table(row.table)} (tenant, registration, data, _insert_user, _update_user)
        values (${row.tenant}, ${row.registration}, ${JSON.stringify({ rate: row.rate, name: 'kept' })}::jsonb,
          ${insertedBy}, ${insertedBy})`.execute(db.owner);
      }
      await repairSeededPercentRates(db.owner);
    });
    afterAll(() => db.close());

    const stored = async (table: Row['table'], tenant: string, registration: string) => {
      const { rows: found } = await sql<{ data: { rate: unknown; name: string }; _version: number }>`
      select data, _version from ${sql.table(table)} where tenant = ${tenant} and registration = ${registration}`.execute(
        db.owner,
      );
      return found[0];
    };

    it("turns the seeds' percents into fractions in the demo and benchmark tenants", async () => {
      expect(await stored('contracts', 'demo', 'CTR00000001')).toEqual({
        data: { rate: 0.0434, name: 'kept' },
        _version: 2,
      });
      expect((await stored('products', 'demo', 'PRD00000001'))?.data.rate).toBe(0.0899);
      expect((await stored('contracts', 'bench-2', 'CTR00000001'))?.data.rate).toBe(0.0701);
      // The seeds' lowest product rate, 1.00 (1 %): no interest rate is 100 %.
      expect((await stored('products', 'demo', 'PRD00000002'))?.data.rate).toBe(0.01);
    });

    it('leaves fractions, text and what a user entered as they are', async () => {
      expect(await stored('contracts', 'demo', 'CTR00000002')).toEqual({
        data: { rate: 0.0434, name: 'kept' },
        _version: 1,
      });
      expect((await stored('contracts', 'demo', 'CTR00000003'))?.data.rate).toBe(0.99);
      expect((await stored('contracts', 'demo', 'CTR00000004'))?.data.rate).toBe('4.34');
      expect((await stored('contracts', 'demo', 'CTR00000005'))?.data.rate).toBe(6.5);
    });

    it('touches no tenant a seed did not make', async () => {
      expect((await stored('contracts', 'acme', 'CTR00000001'))?.data.rate).toBe(4.34);
      expect((await stored('contracts', 'bench-x', 'CTR00000001'))?.data.rate).toBe(4.34);
    });

    it('changes nothing when it runs again', async () => {
      await repairSeededPercentRates(db.owner);
      expect(await stored('contracts', 'demo', 'CTR00000001')).toEqual({
        data: { rate: 0.0434, name: 'kept' },
        _version: 2,
      });
    });
  },
);
