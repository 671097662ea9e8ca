import type { EntityRecord } from '@lessor/domain/api';
import { indexEntity, indiceEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import { rowToRecord } from '../../record-mapping.ts';
import type { EntityHooks, HookContext } from '../entity-hooks.ts';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The day of a stored date (`2026-11-02T00:00:00.000Z` → `2026-11-02`), or '' when there is none. */
const dayOf = (value: unknown): string => text(value).slice(0, 10);

/** The tenant's index of a code, if any. */
async function indexOfCode({ trx, actor }: HookContext, code: string): Promise<EntityRecord | undefined> {
  const { rows } = await sql<Parameters<typeof rowToRecord>[0]>`
    select * from ${sql.table(indexEntity.table)}
    where tenant = ${actor.tenant} and data->>'code' = ${code}
    limit 1`.execute(trx);
  const [row] = rows;
  return row ? rowToRecord(row) : undefined;
}

/**
 * A value of an index (Indice): one per index and day, of an index the tenant has. The index
 * itself carries its latest value and date, which a variable rate reads: a value on a day at or
 * after the index's own becomes the index's, so that an import of a month of Euribor fixings
 * leaves the index at the last one.
 */
export const indiceHooks: EntityHooks = {
  async beforeSave(record, context) {
    const code = text(record.indexCode);
    if (!code) return record;
    if (!(await indexOfCode(context, code)))
      throw new LessorError('INVALID_FIELD_VALUE', [code, 'indexCode']);
    const day = dayOf(record.date);
    if (!day) return record;
    // Two writes of one index wait for each other here, so that neither misses the other's day.
    await sql`select pg_advisory_xact_lock(hashtext(${`indice:${context.actor.tenant}:${code}`}))`.execute(
      context.trx,
    );
    const { rows } = await sql<{ id: string }>`
      select id from ${sql.table(indiceEntity.table)}
      where tenant = ${context.actor.tenant} and data->>'indexCode' = ${code}
        and left(data->>'date', 10) = ${day}${context.before ? sql` and id <> ${context.before._id}` : sql``}
      limit 1`.execute(context.trx);
    if (rows.length > 0) throw new LessorError('VALUE_ALREADY_EXISTS', [`${code} ${day}`, 'date']);
    return record;
  },

  async afterSave(record, context) {
    const code = text(record.indexCode);
    const day = dayOf(record.date);
    if (!code || !day || typeof record.value !== 'number') return;
    const index = await indexOfCode(context, code);
    if (!index || dayOf(index.date) > day) return;
    if (dayOf(index.date) === day && index.value === record.value) return;
    await context.related.patch(indexEntity, index._id, { value: record.value, date: record.date });
  },
};
