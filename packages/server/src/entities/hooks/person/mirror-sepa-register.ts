import type { EntityRecord } from '@lessor/domain/api';
import { sepaEntity, sepaMandateReferences, sepaRegisterEntries, sepaStepTo } from '@lessor/domain/entities';
import { sql } from 'kysely';
import { rowToRecord } from '../../record-mapping.ts';
import type { RelatedWrites, SaveContext } from '../entity-hooks.ts';

/** The register's fields a person's mandate writes, which a change on the account may empty. */
const mirroredFields = Object.keys(sepaEntity.fields).filter((field) => field !== 'status');

/**
 * Brings the register of mandates (Sepa) in line with the person just saved: an entry for each
 * mandate its bank accounts carry, created or changed as the account says and moved to the
 * mandate's status, and the entries of mandates no longer on its accounts REMOVED. A person who
 * holds no mandate and held none costs nothing.
 */
export async function mirrorSepaRegister(
  person: EntityRecord,
  { trx, actor, before, related }: SaveContext & { related: RelatedWrites },
): Promise<void> {
  const entries = sepaRegisterEntries(person);
  if (entries.length === 0 && (!before || sepaMandateReferences(before).length === 0)) return;
  const { rows } = await sql<Parameters<typeof rowToRecord>[0]>`
    select * from ${sql.table(sepaEntity.table)}
    where tenant = ${actor.tenant} and data->>'personRegistration' = ${person.registration}`.execute(trx);
  const registered = new Map(rows.map(rowToRecord).map((entry) => [String(entry.rumReference), entry]));
  for (const { rumReference, status, body } of entries) {
    let entry = registered.get(rumReference);
    registered.delete(rumReference);
    if (!entry) [entry] = await related.create(sepaEntity, [body]);
    else {
      const changes: Record<string, unknown> = {};
      for (const field of mirroredFields)
        if (String(body[field] ?? '') !== String(entry[field] ?? '')) changes[field] = body[field] ?? null;
      if (Object.keys(changes).length > 0) entry = await related.patch(sepaEntity, entry._id, changes);
    }
    const step = sepaStepTo[status];
    if (entry && step && entry.status !== status) await related.transition(sepaEntity, entry._id, step);
  }
  // Taken off the account: kept in the register, as a creditor keeps the mandates it collected under.
  for (const gone of registered.values())
    if (gone.status !== 'REMOVED') await related.transition(sepaEntity, gone._id, 'REMOVE');
}
