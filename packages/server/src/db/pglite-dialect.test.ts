import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import type { Database } from './database.ts';
import { openDatabase } from './open-database.ts';

describe('the embedded database under concurrent requests', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
  });
  afterAll(() => db.close());

  it('runs each transaction alone, so no request reads under another tenant', async () => {
    const tenants = Array.from({ length: 12 }, (_, index) => `tenant-${index}`);
    const seen = await Promise.all(
      tenants.map((tenant) =>
        withTenant(db.app, tenant, async (trx) => {
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 10));
          const { rows } = await sql<{
            tenant: string;
          }>`select current_setting('lessor.tenant', true) as tenant`.execute(trx);
          return rows[0]?.tenant;
        }),
      ),
    );
    expect(seen).toEqual(tenants);
  });

  it('gives the session back after a failed transaction', async () => {
    await expect(
      withTenant(db.app, 'x', async (trx) => sql`select no_such_column`.execute(trx)),
    ).rejects.toThrow();
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(db.app);
    expect(rows).toEqual([{ one: 1 }]);
  });
});
