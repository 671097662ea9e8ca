import type { HistoryChange as Change, EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { Actor } from '../../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../../tenancy/with-tenant.ts';
import { withoutMeta } from '../record-mapping.ts';

export type HistoryType = 'CREATE' | 'UPDATE' | 'DELETE' | 'TRANSITION';

/** The History entity's table: every write of every other entity leaves a row there. */
const historyTable = 'histories';

/**
 * Records who changed what, when, field by field, in the writing transaction: the history is
 * written exactly when the change is. Values are kept as text (JSON for lists and objects).
 */
export async function recordHistory(
  trx: TenantTransaction,
  actor: Actor,
  entity: EntityDefinition,
  type: HistoryType,
  before: EntityRecord | undefined,
  after: EntityRecord | undefined,
  details: { transition?: string; changedSecrets?: readonly string[] } = {},
): Promise<void> {
  const { transition, changedSecrets = [] } = details;
  if (entity.table === historyTable) return;
  const record = after ?? before;
  if (!record) return;
  const data = {
    entityName: entity.name,
    entityRegistration: record.registration,
    entityId: record._id,
    username: actor.username,
    date: new Date().toISOString(),
    // A password field changed: the history says so, without a value.
    changes: [...changesBetween(before, after), ...changedSecrets.map((field) => ({ field }))],
    ...(transition ? { transition } : {}),
  };
  await entityTables(trx)
    .insertInto(historyTable)
    .values({
      tenant: actor.tenant,
      registration: sql<string>`'HIS' || lpad(nextval('history_numbers')::text, 10, '0')`,
      name: `${entity.name} ${record.registration}`,
      status: 'RECORDED',
      type,
      data: JSON.stringify(data),
      _insert_user: actor.username,
      _update_user: actor.username,
    })
    .execute();
}

/** Field-level changes between two versions of a record, bookkeeping fields aside. */
function changesBetween(before: EntityRecord | undefined, after: EntityRecord | undefined): Change[] {
  const fieldsBefore = withoutMeta(before ?? {});
  const fieldsAfter = withoutMeta(after ?? {});
  const keys = new Set([...Object.keys(fieldsBefore), ...Object.keys(fieldsAfter)]);
  const changes: Change[] = [];
  for (const field of [...keys].sort()) {
    const from = asText(fieldsBefore[field]);
    const to = asText(fieldsAfter[field]);
    if (from !== to)
      changes.push({ field, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) });
  }
  return changes;
}

function asText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
