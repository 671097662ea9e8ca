import { importEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { lockImport, writeImportState } from './import-record.ts';
import {
  countImportRows,
  markRowsPending,
  type RowOutcome,
  recordRowOutcomes,
  writtenRecords,
} from './import-rows.ts';
import { importableEntity } from './import-schema.ts';
import type { ImportJob, ImportRunner } from './run-import.ts';

export const undoJobName = `${importEntity.collection}.undo`;

/** Records removed between two looks at the import's status. */
const undoBatchSize = 100;

/**
 * Removes the records an import wrote, last first, each through the entity service (its guards,
 * its hooks, its history): their rows become pending again. A record that may no longer go (an
 * invoice names it now, it left its draft) stays, its row saying why; the import then ends in
 * WARNING, else back in DRAFT.
 */
export async function undoImport(runner: ImportRunner, job: ImportJob): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  const entityName = await withTenant(runner.db.app, actor.tenant, async (trx) => {
    const record = await lockImport(trx, actor, job.importId);
    return record.status === 'PROCESSING' ? record.entityName : undefined;
  });
  if (entityName === undefined) return;
  const service = new EntityService(
    runner.db,
    runner.catalogue,
    importableEntity(runner.catalogue, entityName),
  );
  // Past any line: lines are PostgreSQL integers.
  let beforeLine = 2_147_483_647;
  for (;;) {
    const batch = await withTenant(runner.db.app, actor.tenant, async (trx) => {
      const record = await lockImport(trx, actor, job.importId);
      if (record.status !== 'PROCESSING') return undefined;
      return writtenRecords(trx, job.importId, { beforeLine, limit: undoBatchSize });
    });
    if (!batch) return;
    if (batch.length === 0) break;
    const removed: number[] = [];
    const kept: RowOutcome[] = [];
    for (const { line, recordId, registration } of batch) {
      beforeLine = line;
      try {
        await service.remove(actor, recordId);
        removed.push(line);
      } catch (error) {
        if (!(error instanceof LessorError)) throw error;
        // Gone already: removed by an attempt that failed before its rows were marked.
        if (error.code === 'ENTITY_REGISTRATION_NOT_FOUND') {
          removed.push(line);
          continue;
        }
        kept.push({
          line,
          state: 'WRITTEN',
          recordId,
          ...(registration ? { registration } : {}),
          errors: [{ code: error.code, message: error.message }],
        });
      }
    }
    await withTenant(runner.db.app, actor.tenant, async (trx) => {
      await markRowsPending(trx, job.importId, { lines: removed });
      await recordRowOutcomes(trx, job.importId, kept);
    });
  }
  const after = await withTenant(runner.db.app, actor.tenant, async (trx) => {
    const record = await lockImport(trx, actor, job.importId);
    const counts = await countImportRows(trx, job.importId);
    return writeImportState(trx, actor, record, {
      status: counts.written === 0 ? 'DRAFT' : 'WARNING',
      writtenCount: counts.written,
      errorCount: counts.refused,
      endedAt: new Date().toISOString(),
    });
  });
  await runner.onEnd?.(actor, after);
}
