import { recordMetaFields } from '@lessor/domain/api';

type Data = Record<string, unknown>;

/**
 * The record to validate and send: bookkeeping fields dropped, and empty values (a cleared
 * input gives '') removed at every depth, so that a cleared field is an absent field.
 */
export function compactRecord(values: Readonly<Data>): Data {
  const record: Data = {};
  for (const [key, value] of Object.entries(values)) {
    if ((recordMetaFields as readonly string[]).includes(key)) continue;
    const compacted = compactValue(value);
    if (compacted !== undefined) record[key] = compacted;
  }
  return record;
}

function compactValue(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value.map((item) => compactValue(item) ?? {});
  if (typeof value === 'object') {
    const entries = Object.entries(value).flatMap(([key, item]) => {
      const compacted = compactValue(item);
      return compacted === undefined ? [] : [[key, compacted] as const];
    });
    return Object.fromEntries(entries);
  }
  return value;
}
