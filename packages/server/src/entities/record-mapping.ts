import { type EntityRecord, recordMetaFields } from '@lessor/domain/api';
import type { Selectable } from 'kysely';
import { columnFields } from '../db/entity-columns.ts';
import type { EntityTable } from '../db/schema.ts';

/**
 * The columns a record is read from: not the tenant, which the query already names, nor the stored
 * search text, as long as the fields it repeats, which only the database reads.
 */
export const recordColumns = [
  'id',
  'registration',
  'name',
  'status',
  'type',
  'data',
  '_version',
  '_insert_date',
  '_insert_user',
  '_update_date',
  '_update_user',
] as const satisfies readonly (keyof EntityTable)[];

type EntityRow = Pick<Selectable<EntityTable>, (typeof recordColumns)[number]>;

export function rowToRecord(row: EntityRow): EntityRecord {
  return {
    ...row.data,
    _id: row.id,
    registration: row.registration,
    name: row.name,
    status: row.status,
    type: row.type,
    _version: row._version,
    _insertDate: toIso(row._insert_date),
    _insertUser: row._insert_user,
    _updateDate: toIso(row._update_date),
    _updateUser: row._update_user,
  };
}

/** A record's own fields, without the bookkeeping ones the server keeps (`_id`, `_version`, ...). */
export function withoutMeta(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  for (const field of recordMetaFields) delete copy[field];
  return copy;
}

/** Splits a validated record into its columns and its `data` document. */
export function recordToColumns(record: Readonly<Record<string, unknown>>) {
  const data: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    if (!(columnFields as readonly string[]).includes(key) && value !== undefined) data[key] = value;
  }
  return {
    name: asText(record.name),
    status: asText(record.status),
    type: asText(record.type),
    data: JSON.stringify(data),
  };
}

function asText(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toIso(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
