import { findEntity } from '@lessor/domain/entities';
import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * The tenants the seeds create, told apart by the id and the name they give them together:
 * `demo` named 'Demo leasing' (first start) and `bench-N` named 'Benchmark N' (`lessor seed`).
 */
const seededTenants = sql`select id from tenants
  where (id = 'demo' and name = 'Demo leasing') or (id ~ '^bench-[0-9]+$' and name ~ '^Benchmark [0-9]+$')`;

/**
 * The percentage fields older seeds wrote, as percents (4.34) where a percentage field holds the
 * fraction (0.0434): the contracts' and the products' `rate`. Interest rates, which no lender
 * quotes above 100 %.
 */
const seededRates = ['Contract', 'Product'].map((name) => {
  const entity = findEntity(name);
  if (!entity) throw new Error(`${name} is declared`);
  return entity.table;
});

/**
 * Turns back into fractions the rates older seeds stored as percents, which every screen showed
 * as 434 % and the finance engine read as 434 % a year. A value is changed only where all hold:
 * the tenant is one a seed made, the seed's administrator inserted the record, the field is one
 * the seed wrote, and the value is plainly a percent: a number of 1 or more. The seeds wrote 1.00
 * to 8.99 for products and 2.00 to 7.99 for contracts, so 1 there is the seed's 1 %, never an
 * interest rate of 100 %. Anything else, any other tenant included, is left as it is.
 */
export function repairSeededPercentRatesMigration(): Migration {
  return { up: (db: Kysely<unknown>) => repairSeededPercentRates(db) };
}

/** The repair itself; run as the owner, which no tenant policy binds. */
export async function repairSeededPercentRates<DB>(db: Kysely<DB>): Promise<void> {
  for (const table of seededRates) {
    // The version moves on, so a form still holding the percent is told its record changed.
    await sql`update ${sql.table(table)}
      set data = jsonb_set(data, '{rate}', to_jsonb(trim_scale(round((data->>'rate')::numeric / 100, 10)))),
        _version = _version + 1
      where tenant in (${seededTenants})
        and _insert_user = 'admin@' || tenant
        and jsonb_typeof(data->'rate') = 'number'
        and (data->>'rate')::numeric >= 1`.execute(db);
  }
}
