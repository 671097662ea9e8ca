import { systemEventEntity } from '@lessor/domain/entities';
import type { FastifyBaseLogger } from 'fastify';
import { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/** What a SystemEvent says: one of the declaration's types, a level and a sentence in plain English. */
export interface SystemEventInput {
  type: 'START' | 'STOP' | 'MIGRATION' | 'CONFIGURATION' | 'SIGN_IN' | 'SIGN_IN_FAILED' | 'JOB';
  level: 'INFO' | 'WARN' | 'ERROR';
  message: string;
}

// A SystemEvent names no other record, so a catalogue of itself is all its writes look up.
const systemEvents = (db: Database) =>
  new EntityService(db, new EntityCatalogue([systemEventEntity]), systemEventEntity);

/**
 * Writes a SystemEvent of the actor's tenant, dated now and naming the actor's username, in a
 * transaction of its own, through the entity service (registration, history). It never fails its
 * caller: what happened already happened, and a trail that cannot be written is logged instead.
 *
 * @example void recordSystemEvent(db, { tenant, username }, { type: 'JOB', level: 'INFO', message: 'Import IMP00000003 ended: SUCCESS' });
 */
export async function recordSystemEvent(
  db: Database,
  actor: Actor,
  event: SystemEventInput,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    const body = { ...event, username: actor.username, date: new Date().toISOString() };
    await withTenant(db.app, actor.tenant, (trx) => systemEvents(db).createWithin(trx, actor, [body]));
  } catch (error) {
    if (log) log.warn({ err: error, event }, 'A system event was not recorded');
    else process.emitWarning(`A system event was not recorded (${event.type}): ${String(error)}`);
  }
}
