import type { EntityRecord } from '@lessor/domain/api';
import { personEntity, prospectEntity } from '@lessor/domain/entities';
import { entityTables } from '../../../tenancy/with-tenant.ts';
import type { RecordData, TransitionContext } from '../entity-hooks.ts';

/** The transition that makes a person of a prospect (prospect.workflow.ts). */
export const convertTransition = 'CONVERT';

// What stays the prospect's own: its workflow, where it came from, and what the server keeps.
const prospectOnly = new Set(['status', 'source', 'personRegistration', 'registration', 'name']);

/**
 * Converting a prospect creates the person it becomes, in the transition's transaction, through
 * the person's own service (its checks, registration, history and hooks): every field the two
 * share, and the prospect it came from. A registration the prospect was given (a professional's
 * company number) goes with it; one the server numbered for prospects does not. The prospect
 * keeps the person's registration.
 */
export async function createConvertedPerson(
  record: RecordData,
  context: TransitionContext,
): Promise<RecordData> {
  const shared = Object.fromEntries(
    Object.entries(record).filter(([field]) => field in personEntity.fields && !prospectOnly.has(field)),
  );
  const registration = typeof record.registration === 'string' ? record.registration : '';
  const numbered = new RegExp(`^${prospectEntity.prefix}\\d+$`).test(registration);
  const [person] = await context.related.create(personEntity, [
    {
      ...shared,
      ...(registration && !numbered ? { registration } : {}),
      // A natural person's name is derived again from first and last name.
      ...(typeof record.name === 'string' ? { name: record.name } : {}),
      prospectRegistration: registration,
    },
  ]);
  return { ...record, personRegistration: person?.registration };
}

/** The prospect's documents are the person's from now on: the rows move, the files stay where they are. */
export async function moveDocumentsToPerson(record: EntityRecord, context: TransitionContext): Promise<void> {
  const registration = record.personRegistration;
  if (typeof registration !== 'string') return;
  const person = await entityTables(context.trx)
    .selectFrom(personEntity.table)
    .select('id')
    .where('tenant', '=', context.actor.tenant)
    .where('registration', '=', registration)
    .executeTakeFirstOrThrow();
  await context.trx
    .updateTable('record_documents')
    .set({ entity_name: personEntity.name, record_id: person.id, entity_registration: registration })
    .where('tenant', '=', context.actor.tenant)
    .where('entity_name', '=', prospectEntity.name)
    .where('record_id', '=', record._id)
    .execute();
}
