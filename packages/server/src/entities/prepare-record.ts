import { recordMetaFields } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { type FieldError, LessorError } from '@lessor/domain/errors';
import type { FieldDefinition } from '@lessor/domain/fields';
import { normalizeRecord, type ValidationContext, validateRecord } from '@lessor/domain/validation';
import { assertIndexableText } from './assert-indexable-text.ts';
import { entityHooks } from './hooks/index.ts';

type Data = Record<string, unknown>;

/**
 * Turns a request body into the record to write: bookkeeping fields dropped, defaults applied on
 * creation, values in their stored form, the entity's hooks run, then every field checked
 * against the declaration with the tenant's rules. Any problem throws before anything is written.
 */
export function prepareRecord(
  entity: EntityDefinition,
  body: unknown,
  {
    existing,
    context,
    fields = entity.fields,
    at = '',
  }: {
    existing?: Data;
    context: ValidationContext;
    fields?: Readonly<Record<string, FieldDefinition>>;
    /** Where the record sits in the body (`2.` for the third of an array), prefixed to the fields named. */
    at?: string;
  },
): Data {
  assertBodyObject(body);
  const record: Data = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(recordMetaFields as readonly string[]).includes(key) && value !== null) record[key] = value;
  }

  if (existing) {
    if ('status' in record && record.status !== existing.status)
      throw new LessorError('STATUS_PATCH_PROHIBITED');
    if ('registration' in record && record.registration !== existing.registration) {
      throw new LessorError('INVALID_FIELD_VALUE', [record.registration, 'registration']);
    }
    record.status = existing.status;
    record.registration = existing.registration;
  } else {
    applyDefaults(entity, record);
  }

  const normalized = normalizeRecord(fields, record, context);
  const completed = entityHooks[entity.name]?.beforeSave?.(normalized) ?? normalized;
  // A value stored before its list changed stays as it is when the update leaves it alone.
  const errors = validateRecord(fields, completed, context).filter(
    (error) =>
      !existing ||
      error.code !== 'INVALID_FIELD_VALUE' ||
      JSON.stringify(existing[error.field]) !== JSON.stringify(completed[error.field]),
  );
  if (errors.length > 0) throw toLessorError(errors, completed, at);
  assertIndexableText(entity, completed, { at, existing });
  return completed;
}

/** A write needs a JSON object as its body. */
export function assertBodyObject(body: unknown): asserts body is Data {
  if (body === undefined || body === null || body === '') throw new LessorError('MISSING_BODY_PAYLOAD');
  if (typeof body !== 'object' || Array.isArray(body))
    throw new LessorError('INVALID_FIELD_IN_BODY', ['body']);
}

function applyDefaults(entity: EntityDefinition, record: Data): void {
  delete record.status;
  if (entity.initialStatus) record.status = entity.initialStatus;
  const registration = record.registration;
  if (!entity.clientRegistration || typeof registration !== 'string' || registration.trim() === '') {
    delete record.registration;
  } else {
    // Spaces are stripped from an all-digit registration (foundation.md §5).
    const compact = registration.replace(/\s+/g, '');
    record.registration = /^\d+$/.test(compact) ? compact : registration.trim();
  }
  for (const [key, field] of Object.entries(entity.fields)) {
    if (record[key] === undefined && field.default !== undefined) record[key] = field.default;
  }
}

/** The first problem names the error; the whole list goes in `errors` for the form to show. */
function toLessorError(errors: FieldError[], record: Data, at: string): LessorError {
  const [first] = errors as [FieldError, ...FieldError[]];
  const field = at + first.field;
  const params = first.code === 'INVALID_FIELD_VALUE' ? [valueAt(record, first.field), field] : [field];
  return new LessorError(
    first.code,
    params,
    errors.map((error) => ({ ...error, field: at + error.field })),
  );
}

function valueAt(record: Data, path: string): unknown {
  return path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value as Data | undefined)?.[key], record);
}
