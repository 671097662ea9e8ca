import type { EntityRecord } from '@lessor/domain/api';
import {
  type MandateReference,
  referenceTaken,
  sepaMandateProblems,
  sepaMandateReferences,
} from '@lessor/domain/entities';
import { type FieldError, LessorError } from '@lessor/domain/errors';
import { type RawBuilder, sql } from 'kysely';
import type { HookContext } from '../entity-hooks.ts';

/**
 * A SEPA mandate's reference (RUM) identifies it to the creditor's bank: unique within the tenant,
 * across persons. Checked once the person is written, in its transaction, under the tenant's mandate
 * lock, so two saves racing for one reference take turns and the second sees the first. Refuses
 * with VALUE_ALREADY_EXISTS naming the field; the write then rolls back whole.
 */
export async function assertMandateReferencesFree(record: EntityRecord, context: HookContext): Promise<void> {
  const references = sepaMandateReferences(record);
  const own = sepaMandateProblems(record);
  if (own.length > 0) throw toError(own, references);
  if (references.length === 0) return;
  const { trx, actor, entity } = context;
  await sql`select pg_advisory_xact_lock(hashtext(${`sepa-mandates:${actor.tenant}`}))`.execute(trx);
  const taken = await sql<{ reference: string }>`
    select distinct mandate->>'rumReference' as reference
    from ${sql.table(entity.table)} person,
      jsonb_array_elements(${arrayAt(sql`person.data->'bankAccounts'`)}) account,
      jsonb_array_elements(${arrayAt(sql`account->'sepaMandates'`)}) mandate
    where person.tenant = ${actor.tenant}
      and person.id <> ${record._id}::uuid
      and mandate->>'rumReference' = any(${references.map(({ reference }) => reference)}::text[])
  `.execute(trx);
  const takenReferences = new Set(taken.rows.map((row) => row.reference));
  const problems = references
    .filter(({ reference }) => takenReferences.has(reference))
    .map(({ reference, field }) => referenceTaken(reference, field));
  if (problems.length > 0) throw toError(problems, references);
}

/** The JSON array at a path, or an empty one where the stored value is none (an older record). */
function arrayAt(path: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`case when jsonb_typeof(${path}) = 'array' then ${path} else '[]'::jsonb end`;
}

/** The first problem is the answer's message; all of them are listed, each naming its field. */
function toError(problems: readonly FieldError[], references: readonly MandateReference[]): LessorError {
  const [first] = problems as [FieldError, ...FieldError[]];
  const reference = references.find(({ field }) => field === first.field)?.reference;
  const params = first.code === 'VALUE_ALREADY_EXISTS' ? [reference, first.field] : [first.field];
  return new LessorError(first.code, params, [...problems]);
}
