import { LessorError } from '@lessor/domain/errors';
import type { FieldDefinition } from '@lessor/domain/fields';
import { normalizeRecord, validateRecord } from '@lessor/domain/validation';
import { assertBodyObject } from '../entities/writing/prepare-record.ts';

/**
 * A dialog's or page's body read by the same rules the screen checks (its fields' declarations):
 * the first problem names the error, and all go in `errors`. Answers the texts given, trimmed;
 * an empty one is left out.
 */
export function readFormBody<Fields extends Record<string, FieldDefinition>>(
  fields: Fields,
  body: unknown,
): Partial<Record<keyof Fields, string>> {
  assertBodyObject(body);
  const record = normalizeRecord(fields, body);
  const [first, ...others] = validateRecord(fields, record);
  if (first) {
    const params = first.code === 'INVALID_FIELD_VALUE' ? [record[first.field], first.field] : [first.field];
    throw new LessorError(first.code, params, [first, ...others]);
  }
  const texts: Partial<Record<keyof Fields, string>> = {};
  for (const name of Object.keys(fields) as (keyof Fields)[]) {
    const value = record[name as string];
    if (typeof value === 'string' && value.trim() !== '') texts[name] = value.trim();
  }
  return texts;
}
