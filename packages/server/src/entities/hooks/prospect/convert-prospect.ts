import { personEntity, personFromProspect } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { moveRecordDocuments } from '../document/move-record-documents.ts';
import type { RecordData, TransitionContext } from '../entity-hooks.ts';

/**
 * Turns a prospect into a person, in the transition's transaction: the person is created through
 * its own service (its checks, its registration, its history), the prospect's documents move to
 * it, and the prospect, which keeps its own history, names the person it became. A refusal of the
 * person rolls the whole transition back.
 */
export async function convertProspect(prospect: RecordData, context: TransitionContext): Promise<RecordData> {
  const { before, trx, actor, entity, related } = context;
  // A tenant's workflow may lead CONVERT from any status: a prospect still becomes one person only.
  if (typeof before.personRegistration === 'string' && before.personRegistration !== '')
    throw new LessorError('PROSPECT_ALREADY_CONVERTED', [before.registration, before.personRegistration]);
  const [person] = await related.create(personEntity, [personFromProspect(before)]);
  if (!person) throw new Error('unreachable: one body gives one person');
  await moveRecordDocuments(
    trx,
    actor.tenant,
    { entityName: entity.name, recordId: before._id },
    { entityName: personEntity.name, recordId: person._id, registration: person.registration },
  );
  return { ...prospect, personRegistration: person.registration };
}
