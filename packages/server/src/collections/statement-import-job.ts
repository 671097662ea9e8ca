import type { EntityRecord } from '@lessor/domain/api';
import { bankStatementEntity, batchEntity } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import type { Idempotency } from '../entities/writing/idempotency.ts';
import { startAnsweredJob } from '../jobs/answered-job.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Actor } from '../tenancy/actor.ts';
import { statementImportJobName, uploadedStatementType } from './import-bank-statements.ts';
import type { StatementFile } from './statement-records.ts';

/**
 * Starts the import of a statement file, uploaded or found in the inbox: its Batch with the file as
 * its document (the job may run on another node, and reads it there), then the job. Once per
 * `Idempotency-Key`: the same key answers the batch the first started.
 */
export function startStatementImport(
  context: { db: Database; catalogue: EntityCatalogue; queue: JobQueue },
  actor: Actor,
  file: StatementFile,
  idempotency: Idempotency | undefined,
): Promise<EntityRecord> {
  return startAnsweredJob(context, actor, {
    jobName: statementImportJobName,
    batch: {
      type: 'IMPORT',
      name: file.fileName,
      scriptName: 'bank-statement-import',
      entityName: bankStatementEntity.name,
    },
    input: {},
    idempotency,
    prepare: async (trx, batch) => {
      await new DocumentStore(
        trx,
        {
          tenant: actor.tenant,
          entityName: batchEntity.name,
          recordId: batch._id,
          registration: batch.registration,
        },
        context.db,
      ).add(
        {
          name: file.fileName,
          type: uploadedStatementType,
          mimeType: 'application/xml',
          content: file.content,
        },
        actor.username,
      );
    },
  });
}
