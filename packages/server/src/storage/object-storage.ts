import { localContainerName } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Database } from '../db/database.ts';
import type { FileSystemContainer } from '../objects/file-system-container.ts';
import {
  newObjectKey,
  type ObjectContainer,
  type ObjectSource,
  sourceSize,
} from '../objects/object-container.ts';
import type { ObjectContainers } from '../objects/object-containers.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { containerUsedBytes, defaultContainerName, readS3Container } from './storage-containers.ts';

/** Where a stored file's bytes are: its container and its key there. */
interface StoredObject {
  container: string;
  objectKey: string;
}

/** A file just written, and how to take it back when the row naming it is not written. */
export interface PutObject extends StoredObject {
  discard(): Promise<void>;
}

/**
 * The storage containers of a tenant as its database describes them: the built-in one, and the
 * S3 buckets its administrators added, one of them perhaps the default. The containers themselves
 * (files, clients) are the server's (`objects/object-containers.ts`).
 */
export class ObjectStorage {
  readonly #containers: ObjectContainers;
  readonly #secrets: SecretBox;

  constructor(containers: ObjectContainers, secrets: SecretBox) {
    this.#containers = containers;
    this.#secrets = secrets;
  }

  /** The tenant's built-in container. */
  local(tenant: string): FileSystemContainer {
    return this.#containers.local(tenant);
  }

  /** The tenant's container of that name; `STORAGE_CONTAINER_NOT_FOUND` when it has none. */
  async container(trx: TenantTransaction, tenant: string, name: string): Promise<ObjectContainer> {
    return (await this.#withQuota(trx, tenant, name)).container;
  }

  /**
   * Writes a new file to the tenant's default container, within its quota when it has one, and
   * answers where it is. The caller names it in a row of the same transaction, and discards it
   * when that fails; an object whose transaction rolls back later is left for the storage sweep.
   */
  async put(trx: TenantTransaction, tenant: string, source: ObjectSource): Promise<PutObject> {
    const name = await defaultContainerName(trx, tenant);
    const { container, quotaBytes } = await this.#withQuota(trx, tenant, name);
    if (
      quotaBytes !== null &&
      (await containerUsedBytes(trx, tenant, name)) + sourceSize(source) > quotaBytes
    )
      throw new LessorError('STORAGE_QUOTA_EXCEEDED', [quotaBytes]);
    const objectKey = newObjectKey();
    await container.put(objectKey, source);
    return {
      container: name,
      objectKey,
      discard: () => container.remove(objectKey).catch(() => {}),
    };
  }

  /** A container and its own quota (null: only the tenant's), from one read of its settings. */
  async #withQuota(
    trx: TenantTransaction,
    tenant: string,
    name: string,
  ): Promise<{ container: ObjectContainer; quotaBytes: number | null }> {
    if (name === localContainerName) return { container: this.local(tenant), quotaBytes: null };
    const found = await readS3Container(trx, this.#secrets, tenant, name);
    if (!found) throw new LessorError('STORAGE_CONTAINER_NOT_FOUND', [name]);
    const container = await this.#containers.bucket(tenant, name, found.settings, found.stamp);
    return { container, quotaBytes: found.quotaBytes };
  }
}

/** The storage of a database's tenants, for the containers of its server. */
export const storageOf = (db: Database): ObjectStorage => new ObjectStorage(db.objects, db.secrets);
