import { findEntity, type ReferenceField } from '@lessor/domain/entities';
import { type FieldError, formatErrorMessage, LessorError } from '@lessor/domain/errors';
import { isUuid } from '../../db/is-uuid.ts';
import { entityTables, type TenantTransaction } from '../../tenancy/with-tenant.ts';
import { referenceValues } from '../reference-values.ts';

type Data = Readonly<Record<string, unknown>>;

/** A record about to be written: its place in the body (`2.` in an array), and the stored one it replaces. */
export interface ReferencingWrite {
  record: Data;
  at?: string;
  existing?: Data | undefined;
}

/** A value to find, and every place of the write that names it. */
interface Wanted {
  label: string;
  places: { at: string; order: number }[];
}

/**
 * Refuses a write naming a record its tenant does not have (another tenant's included, which
 * row-level security hides): `INVALID_FIELD_VALUE` for the first, every one in `errors`. Checks all
 * the records of the write with one query per entity named, whatever the number of records and
 * fields. A registration or an id names a record. A value an update keeps from the stored record
 * is not looked up again: a record stored before the check stays writable.
 *
 * The records found are locked `FOR KEY SHARE` until the write ends, as a foreign key would: a
 * deletion waits for the write, then sees its reference and refuses, and a write waiting for a
 * deletion finds nothing and refuses. Changes to the records named are not held up.
 */
export async function assertReferencesExist(
  trx: TenantTransaction,
  tenant: string,
  fields: readonly ReferenceField[],
  writes: readonly ReferencingWrite[],
): Promise<void> {
  if (fields.length === 0) return;
  const byTarget = wantedByTarget(fields, writes);
  const missing: { at: string; order: number; value: string; label: string }[] = [];
  for (const [target, wanted] of byTarget) {
    const found = await findNamed(trx, tenant, target, [...wanted.keys()]);
    for (const [value, { label, places }] of wanted)
      if (!found.has(value) && !(isUuid(value) && found.has(value.toLowerCase())))
        for (const place of places) missing.push({ ...place, value, label });
  }
  if (missing.length === 0) return;
  missing.sort((a, b) => a.order - b.order);
  const errors: FieldError[] = missing.map(({ at, value, label }) => ({
    field: at,
    code: 'INVALID_FIELD_VALUE',
    message: formatErrorMessage('ENTITY_REGISTRATION_NOT_FOUND', [label, value]),
  }));
  const [first] = missing as [(typeof missing)[number]];
  throw new LessorError('INVALID_FIELD_VALUE', [first.value, first.at], errors);
}

/** The values each entity must have, new to the records written, in the order the write names them. */
function wantedByTarget(
  fields: readonly ReferenceField[],
  writes: readonly ReferencingWrite[],
): Map<string, Map<string, Wanted>> {
  const byTarget = new Map<string, Map<string, Wanted>>();
  let order = 0;
  for (const { record, at = '', existing } of writes) {
    const kept = existing ? keptValues(fields, existing) : undefined;
    for (const field of fields) {
      for (const { at: place, value } of referenceValues(record, field)) {
        order++;
        if (kept?.get(field.target)?.has(value)) continue;
        const wanted = byTarget.get(field.target) ?? new Map<string, Wanted>();
        byTarget.set(field.target, wanted);
        const label = findEntity(field.target)?.label ?? field.target;
        const entry = wanted.get(value) ?? { label, places: [] };
        entry.places.push({ at: at + place, order });
        wanted.set(value, entry);
      }
    }
  }
  return byTarget;
}

/** The values a stored record already names, by entity. */
function keptValues(fields: readonly ReferenceField[], existing: Data): Map<string, Set<string>> {
  const kept = new Map<string, Set<string>>();
  for (const field of fields) {
    const values = kept.get(field.target) ?? new Set<string>();
    for (const { value } of referenceValues(existing, field)) values.add(value);
    kept.set(field.target, values);
  }
  return kept;
}

/** Which of the values name a record of the entity in the tenant, by registration or id: one query. */
async function findNamed(
  trx: TenantTransaction,
  tenant: string,
  target: string,
  values: readonly string[],
): Promise<Set<string>> {
  const entity = findEntity(target);
  if (!entity) throw new Error(`A reference names ${target}, which the catalogue does not declare`);
  const ids = values.filter(isUuid);
  const rows = await entityTables(trx)
    .selectFrom(entity.table)
    .select(['id', 'registration'])
    .where('tenant', '=', tenant)
    .where((where) =>
      ids.length === 0
        ? where('registration', 'in', values)
        : where.or([where('registration', 'in', values), where('id', 'in', ids)]),
    )
    .forKeyShare()
    .execute();
  // Ids come back in lower case, the form they are compared in.
  return new Set(rows.flatMap((row) => [row.registration, row.id]));
}
