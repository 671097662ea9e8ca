import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EntityRecord, ExportRequest } from '@lessor/domain/api';
import { batchEntity, type EntityDefinition } from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { entityOfTenant } from '../collection-extension/read-collection-extension.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { readListRequest } from '../entities/http/read-list-request.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { lockJobRecord, writeJobState } from '../jobs/job-record.ts';
import { assertStorageRoom } from '../storage/storage-quota.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { type ExportPages, writeExportFile } from './write-export-file.ts';

/** What a queued export carries: who runs it, its Batch record, and the list it writes. */
export interface ExportJob {
  tenant: string;
  username: string;
  batchId: string;
  request: ExportRequest;
  /** The locale's list separator for CSV: a semicolon where numbers are written with commas. */
  separator: ',' | ';';
}

export interface ExportRunner {
  db: Database;
  catalogue: EntityCatalogue;
  storageQuotaBytes: number;
  onEnd?: (actor: Actor, record: EntityRecord) => Promise<void>;
}

export const exportJobName = `${batchEntity.collection}.export`;

/** Rows read per query: the list API's own largest page. */
const pageSize = 1000;

const mimeTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

/**
 * Writes a list's whole search to a file, a page of 1,000 records at a time through the entity's
 * own list query (the same filters, search and sort as the screen), then keeps the file among the
 * batch's documents and ends the batch in SUCCESS with the rows written. Between pages the batch's
 * progress is written, and a STOP_FETCHING ends the run without a file.
 */
export async function runExport(runner: ExportRunner, job: ExportJob): Promise<void> {
  const actor: Actor = { tenant: job.tenant, username: job.username };
  const declared = runner.catalogue.named(job.request.entity) as EntityDefinition;
  const entity = await withTenant(runner.db.app, actor.tenant, (trx) =>
    entityOfTenant(trx, actor.tenant, declared),
  );
  const service = new EntityService(runner.db, runner.catalogue, entity);
  const { range: _range, ...listRequest } = readListRequest(runner.catalogue, entity, job.request.query);
  const path = join(tmpdir(), `lessor-export-${randomUUID()}.${job.request.format}`);
  let stopped = false;
  async function* pages(): ExportPages {
    for (let offset = 0; ; offset += pageSize) {
      const page = await service.list(actor, { ...listRequest, range: { offset, limit: pageSize } });
      yield page.records.map((record) =>
        job.request.columns.map((column) => cellOf(entity, record, column.key)),
      );
      const running = await withTenant(runner.db.app, actor.tenant, async (trx) => {
        const batch = await lockJobRecord(trx, actor, batchEntity, job.batchId);
        if (batch.status !== 'PROCESSING') return false;
        await writeJobState(
          trx,
          actor,
          batchEntity,
          batch,
          { processed: offset + page.records.length },
          { history: false },
        );
        return true;
      });
      if (!running) {
        stopped = true;
        return;
      }
      if (!page.continues) return;
    }
  }
  try {
    const count = await writeExportFile(path, job.request.format, job.request.columns, pages(), {
      sheetName: entity.pluralLabel,
      separator: job.separator,
    });
    if (stopped) return;
    const content = await readFile(path);
    const ended = await withTenant(runner.db.app, actor.tenant, async (trx) => {
      const batch = await lockJobRecord(trx, actor, batchEntity, job.batchId);
      if (batch.status !== 'PROCESSING') return undefined;
      await assertStorageRoom(trx, actor.tenant, runner.storageQuotaBytes, content.length);
      await new DocumentStore(
        trx,
        {
          tenant: actor.tenant,
          entityName: batchEntity.name,
          recordId: batch._id as string,
          registration: batch.registration,
        },
        runner.db,
      ).add(
        { name: job.request.fileName, type: 'EXPORT', mimeType: mimeTypes[job.request.format], content },
        actor.username,
      );
      return writeJobState(trx, actor, batchEntity, batch, {
        status: 'SUCCESS',
        total: count,
        processed: count,
        endedAt: new Date().toISOString(),
      });
    });
    // Told once the transaction is over: a notification is written in a transaction of its own.
    if (ended) await runner.onEnd?.(actor, ended);
  } finally {
    await rm(path, { force: true });
  }
}

/** A record's value for a column: the label of a listed value, else the value as stored. */
function cellOf(entity: EntityDefinition, record: EntityRecord, key: string): unknown {
  let value: unknown = record;
  for (const part of key.split('.'))
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[part] : undefined;
  const options = entity.fields[key]?.options;
  if (options && typeof value === 'string')
    return options.find((option) => option.value === value)?.label ?? value;
  return value;
}
