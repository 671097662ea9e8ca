import {
  type EntityDefinition,
  entities,
  type ReferenceField,
  referenceFieldsOf,
} from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { TenantTransaction } from '../../tenancy/with-tenant.ts';
import { RecordStateRefusal } from './record-state-refusal.ts';

/** How many of the records still naming it a refusal lists, before 'and N more'. */
const namedInRefusal = 3;

interface Referencing {
  entity: EntityDefinition;
  fields: readonly ReferenceField[];
}

/** The entities whose fields name each entity, computed once from the catalogue. */
const referencingByTarget = new Map<string, Referencing[]>();
for (const entity of entities) {
  const fields = referenceFieldsOf(entity);
  for (const target of new Set(fields.map((field) => field.target))) {
    const naming = { entity, fields: fields.filter((field) => field.target === target) };
    referencingByTarget.set(target, [...(referencingByTarget.get(target) ?? []), naming]);
  }
}

/**
 * Refuses to delete a record that records of its tenant still name, by registration or id:
 * 409 `STILL_REFERENCED`, listing the first few of them ('Contract CTR00000001, ... and 4 more').
 * One query over every collection whose fields name the entity. No index serves it (under
 * row-level security a JSON path test runs after the tenant's policy), so it reads the tenant's
 * rows of those collections: a cost a deletion, rarer than a write, can bear. The record to delete
 * is locked beforehand, so a write naming it meanwhile has either committed, and is seen here,
 * or waits and then finds it gone.
 */
export async function assertNotReferenced(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
  record: { _id: string; registration: string },
): Promise<void> {
  const referencing = referencingByTarget.get(entity.name) ?? [];
  if (referencing.length === 0) return;
  const names = JSON.stringify({ registration: record.registration, id: record._id });
  const branches = referencing.map(({ entity: other, fields }) => {
    const named = sql.join(
      fields.map((field) => sql`jsonb_path_exists(data, ${namingPath(field)}::jsonpath, ${names}::jsonb)`),
      sql` or `,
    );
    const notItself = other.name === entity.name ? sql` and id <> ${record._id}` : sql``;
    return sql`select ${other.label}::text as label, registration from ${sql.table(other.table)}
      where tenant = ${tenant} and (${named})${notItself}`;
  });
  const { rows } = await sql<{ label: string; registration: string; total: string | number }>`
    select label, registration, count(*) over () as total
    from (${sql.join(branches, sql` union all `)}) as referencing
    order by label, registration
    limit ${namedInRefusal}`.execute(trx);
  const [first] = rows;
  if (!first) return;
  const listed = rows.map((row) => `${row.label} ${row.registration}`).join(', ');
  const more = Number(first.total) - rows.length;
  throw new RecordStateRefusal('STILL_REFERENCED', [
    entity.label,
    record.registration,
    more > 0 ? `${listed} and ${more} more` : listed,
  ]);
}

/**
 * A JSON path matching the field holding the registration or the id: lax mode steps into every
 * item of a list on the way (`$."persons"."personRegistration"`). Keys are quoted, never spliced.
 */
function namingPath(field: ReferenceField): string {
  const steps = field.keys.map((key) => `.${JSON.stringify(key)}`).join('');
  return `$${steps} ? (@ == $registration || @ == $id)`;
}
