import type { EntityRecord } from '@lessor/domain/api';
import { bankOperationEntity } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The legs of one movement match each other (bank-operation.workflow.ts). */
const matchTransition = 'MATCH';

/**
 * Writes the bank operations of one movement (a transfer's two legs, an arbitration's) in the
 * caller's transaction and matches each: MATCHED, they change no more but by a transition, so
 * they stay what the balances and funds moved by.
 */
export async function writeMatchedLegs(
  db: Database,
  catalogue: EntityCatalogue,
  trx: TenantTransaction,
  actor: Actor,
  legs: readonly Record<string, unknown>[],
): Promise<EntityRecord[]> {
  const operations = new EntityService(db, catalogue, bankOperationEntity);
  const matched: EntityRecord[] = [];
  // One after another: the writes of one transaction share its connection.
  for (const leg of await operations.createWithin(trx, actor, legs))
    matched.push(await operations.transitionWithin(trx, actor, leg._id, matchTransition));
  return matched;
}
