import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { availableTestDatabases } from '../testing/index.ts';
import { seedAtScale } from './seed-at-scale.ts';

describe.each(await availableTestDatabases())('seeding at scale on the $name database', (database) => {
  let db: Database;

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => db.close());

  const persons = async () =>
    (
      await sql<{ registration: string; name: string | null; roles: { role: string }[] }>`
        select registration, name, data->'roles' as roles from persons
        where tenant = 'bench-1' order by registration`.execute(db.owner)
    ).rows;

  it('adds a tenant with the persons asked, numbered in order across batches, each named and holding a role', async () => {
    const seeded = await seedAtScale(db, { persons: 5003, tenants: 1 });
    expect(seeded).toBe(5003);
    const rows = await persons();
    expect(rows).toHaveLength(5003);
    expect(rows[0]?.registration).toBe('PER00000001');
    expect(rows.at(-1)?.registration).toBe('PER00005003');
    expect(rows.every((row) => row.name && row.roles?.[0]?.role)).toBe(true);
    // A book of clients mostly, with the other roles the pickers narrow to.
    const roles = new Set(rows.map((row) => row.roles[0]?.role));
    expect([...roles].sort()).toEqual(['CLIENT', 'PARTNER', 'PAYER', 'SALES', 'SUPPLIER']);
  }, 300_000);

  it('leaves a tenant it seeded before as it is', async () => {
    expect(await seedAtScale(db, { persons: 10, tenants: 1 })).toBe(0);
    expect(await persons()).toHaveLength(5003);
  });
});
