import { findEntity, referenceFieldsOf } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { entityHooks } from '../entities/hooks/index.ts';
import { recordToColumns } from '../entities/record-mapping.ts';
import { assertReferencesExist } from '../entities/writing/assert-references-exist.ts';
import { prepareRecord } from '../entities/writing/prepare-record.ts';
import { readRateRanges } from '../entities/writing/read-rate-ranges.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';

/** Rows per insert statement: large enough to be fast, small enough for PostgreSQL's parameter limit. */
const chunkSize = 500;

/**
 * Inserts seed records in bulk, each first prepared exactly as the API would (defaults, initial
 * status, hooks, every rule of its declaration), with registrations numbered from the tenant's
 * counter, and naming only records the tenant has (one query per entity named, per chunk). Meant
 * for a tenant's first data: seed records carry no history and run no `after` hooks, which is why
 * they are not written through the entity service. Entities are inserted in the map's order, so a
 * record may name the records of an entity inserted before it. With `keepChosenRegistrations`, a
 * record of an entity whose clients may choose registrations (a person's company number) keeps
 * the one its body chose, and only the others are numbered.
 */
export async function insertSeedRecords(
  db: Database,
  actor: Actor,
  records: ReadonlyMap<string, object[]>,
  { keepChosenRegistrations = false }: { keepChosenRegistrations?: boolean } = {},
): Promise<number> {
  let inserted = 0;
  for (const [name, bodies] of records) {
    const entity = findEntity(name);
    if (!entity || bodies.length === 0) continue;
    const hooks = entityHooks[entity.name];
    const statuses = entity.fields.status?.options?.map((option) => option.value) ?? [];
    const references = referenceFieldsOf(entity);
    for (let start = 0; start < bodies.length; start += chunkSize) {
      await withTenant(db.app, actor.tenant, async (trx) => {
        // Held to the tenant's plausible rates as the API is: a seed writing percents fails here.
        const context = { tenant: actor.tenant, rateRanges: await readRateRanges(trx, actor.tenant) };
        const chunk: Record<string, unknown>[] = [];
        for (const body of bodies.slice(start, start + chunkSize)) {
          const record = await prepareRecord(entity, body, {
            context,
            beforeSave: (data) => hooks?.beforeSave?.(data, { trx, actor, entity }) ?? data,
          });
          // A seed may place a record further along its workflow than a creation can.
          const status = (body as { status?: unknown }).status;
          chunk.push(
            typeof status === 'string' && statuses.includes(status) ? { ...record, status } : record,
          );
        }
        await assertReferencesExist(
          trx,
          actor.tenant,
          references,
          chunk.map((record) => ({ record })),
        );
        const chosen = chunk.map((record) =>
          keepChosenRegistrations && entity.clientRegistration && typeof record.registration === 'string'
            ? record.registration
            : undefined,
        );
        const numbered = chosen.filter((registration) => registration === undefined).length;
        const { value } = await trx
          .insertInto('counters')
          .values({ tenant: actor.tenant, name: entity.name, value: numbered })
          .onConflict((conflict) =>
            conflict.columns(['tenant', 'name']).doUpdateSet({ value: sql`counters.value + ${numbered}` }),
          )
          .returning('value')
          .executeTakeFirstOrThrow();
        let next = Number(value) - numbered + 1;
        await entityTables(trx)
          .insertInto(entity.table)
          .values(
            chunk.map((record, index) => ({
              tenant: actor.tenant,
              registration: chosen[index] ?? entity.prefix + String(next++).padStart(8, '0'),
              ...recordToColumns(record),
              _insert_user: actor.username,
              _update_user: actor.username,
            })),
          )
          .execute();
      });
      inserted += Math.min(chunkSize, bodies.length - start);
    }
  }
  return inserted;
}
