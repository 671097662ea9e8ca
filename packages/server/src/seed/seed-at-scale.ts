import type { Database } from '../db/database.ts';
import { createTenant, findTenant } from '../tenants/create-tenant.ts';
import { demoBusinessRecords } from './demo-business-records.ts';
import { demoPersons } from './demo-persons.ts';
import { insertSeedRecords } from './insert-seed-records.ts';

export interface ScaleOptions {
  /** Contracts per tenant. */
  contracts: number;
  tenants: number;
  /** Called after each tenant, for progress lines. */
  progress?: (tenant: string, inserted: number) => void;
}

/**
 * `lessor seed --contracts N --tenants T`: tenants `bench-1` to `bench-T`, each with N contracts
 * and a person for every twenty of them, all valid records, for benchmarks. A tenant that exists
 * already is left as it is.
 */
export async function seedAtScale(db: Database, options: ScaleOptions): Promise<number> {
  let total = 0;
  for (let index = 1; index <= options.tenants; index++) {
    const id = `bench-${index}`;
    if (await findTenant(db.app, id)) continue;
    const { tenant, username } = await createTenant(db.app, {
      id,
      name: `Benchmark ${index}`,
      admin: `admin@${id}`,
    });
    const actor = { tenant, username };
    // Seeded rows take their registrations from the tenant's counter, whatever a body chose.
    const persons = demoPersons(Math.max(10, Math.ceil(options.contracts / 20)), index);
    total += await insertSeedRecords(db, actor, new Map([['Person', persons]]));
    const registrations = persons.map((_, position) => `PER${String(position + 1).padStart(8, '0')}`);
    const records = demoBusinessRecords({ Contract: options.contracts }, registrations, index);
    const inserted = await insertSeedRecords(db, actor, records);
    total += inserted;
    options.progress?.(tenant, inserted);
  }
  return total;
}
