import type { EntityDefinition } from '@lessor/domain/entities';
import { type FieldError, LessorError } from '@lessor/domain/errors';
import type { FieldDefinition } from '@lessor/domain/fields';
import { normalizeRecord, type ValidationContext, validateRecord } from '@lessor/domain/validation';
import type { RecordData } from '../hooks/entity-hooks.ts';
import { withoutMeta } from '../record-mapping.ts';
import { assertIndexableText } from './assert-indexable-text.ts';

type Data = RecordData;
type Fields = Readonly<Record<string, FieldDefinition>>;

/**
 * Turns a request body into the record to write: bookkeeping fields dropped, defaults applied on
 * creation, values in their stored form, the entity's `beforeSave` hook run, then every field
 * checked against the declaration with the tenant's rules. Any problem throws before anything is
 * written.
 */
export async function prepareRecord(
  entity: EntityDefinition,
  body: unknown,
  {
    existing,
    context,
    fields = entity.fields,
    at = '',
    status,
    beforeSave = (record) => record,
  }: {
    existing?: Data;
    context: ValidationContext;
    fields?: Fields;
    /** Where the record sits in the body (`2.` for the third of an array), prefixed to the fields named. */
    at?: string;
    /** The status a transition moves the record to: the only change of status a write may make. */
    status?: string;
    /** The entity's hook, bound to the write's transaction. */
    beforeSave?: (record: Data) => Data | Promise<Data>;
  },
): Promise<Data> {
  assertBodyObject(body);
  const record: Data = {};
  for (const [key, value] of Object.entries(withoutMeta(body))) if (value !== null) record[key] = value;

  if (existing) {
    const nextStatus = status ?? existing.status;
    if ('status' in record && record.status !== nextStatus) throw new LessorError('STATUS_PATCH_PROHIBITED');
    if ('registration' in record && record.registration !== existing.registration) {
      throw new LessorError('INVALID_FIELD_VALUE', [record.registration, 'registration']);
    }
    record.status = nextStatus;
    record.registration = existing.registration;
  } else {
    applyDefaults(entity, record);
  }

  const rules = status === undefined ? fields : allowingStatus(fields, status);
  const normalized = normalizeRecord(rules, record, context);
  const completed = await beforeSave(normalized);
  // Only a workflow transition moves a record's status, never a hook.
  if (completed.status !== normalized.status) throw new LessorError('STATUS_PATCH_PROHIBITED');
  const errors = validateRecord(rules, completed, context).filter(
    (error) => !existing || !keepsStoredValue(error, existing, completed),
  );
  if (errors.length > 0) throw toLessorError(errors, completed, at);
  assertIndexableText(entity, completed, { at, existing });
  return completed;
}

/**
 * A value stored before its list changed, a rate stored before the tenant's plausible range
 * narrowed, or a value of an extra field the tenant has since removed (its `collection-extension`),
 * stays as it is when the update leaves it alone.
 */
function keepsStoredValue(error: FieldError, existing: Data, completed: Data): boolean {
  if (error.code === 'INVALID_FIELD_VALUE' || error.code === 'INVALID_FIELD_IN_BODY')
    return JSON.stringify(existing[error.field]) === JSON.stringify(completed[error.field]);
  if (error.code === 'RATE_OUT_OF_RANGE')
    return valueAt(existing, error.field) === valueAt(completed, error.field);
  return false;
}

/**
 * A transition's target is a word of the tenant's workflow, which may name statuses the
 * declaration does not: the workflow allowed it, so the status list does not refuse it.
 */
function allowingStatus(fields: Fields, status: string): Fields {
  const field = fields.status;
  if (!field?.options || field.options.some((option) => option.value === status)) return fields;
  return { ...fields, status: { ...field, options: [...field.options, { value: status, label: status }] } };
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
  const namesValue = first.code === 'INVALID_FIELD_VALUE' || first.code === 'RATE_OUT_OF_RANGE';
  const params = namesValue ? [valueAt(record, first.field), field] : [field];
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
