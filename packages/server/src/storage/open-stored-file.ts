import type { Readable } from 'node:stream';
import { LessorError } from '@lessor/domain/errors';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import type { ObjectStorage } from './object-storage.ts';

/** Where a row of `record_documents` keeps its bytes. */
interface StoredFileRow {
  name: string;
  content: Buffer | Uint8Array | null;
  container: string | null;
  object_key: string | null;
}

/**
 * A stored file's bytes: from its container as a stream, or from the row itself when the start
 * has not moved them out of the database yet. `STORAGE_OBJECT_MISSING` when the container lost it.
 */
export async function openStoredFile(
  trx: TenantTransaction,
  storage: ObjectStorage,
  tenant: string,
  row: StoredFileRow,
): Promise<Readable | Buffer> {
  if (row.content) return Buffer.isBuffer(row.content) ? row.content : Buffer.from(row.content);
  if (!row.container || !row.object_key)
    throw new LessorError('STORAGE_OBJECT_MISSING', [row.name, row.container ?? '']);
  const container = await storage.container(trx, tenant, row.container);
  const body = await container.get(row.object_key);
  if (!body) throw new LessorError('STORAGE_OBJECT_MISSING', [row.name, row.container]);
  return body;
}
