import { join } from 'node:path';
import { localContainerName } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { SecretBox } from '../secrets/secret-box.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { FileSystemContainer } from './file-system-container.ts';
import { newObjectKey, type ObjectContainer, type ObjectSource, sourceSize } from './object-container.ts';
import { S3Container } from './s3-container.ts';
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
 * The storage containers of every tenant, for one server: the built-in one in `root` (the data
 * folder's `objects`), one folder per tenant, and the S3 buckets tenants configure, whose clients
 * are kept until their settings change.
 */
export class ObjectStorage {
  readonly #root: string;
  readonly #secrets: SecretBox;
  readonly #buckets = new Map<string, { stamp: string; container: S3Container }>();

  constructor(root: string, secrets: SecretBox) {
    this.#root = root;
    this.#secrets = secrets;
  }

  /** The tenant's built-in container. */
  local(tenant: string): FileSystemContainer {
    // A tenant's id is a slug (tenants.id), but the folder name is encoded all the same.
    return new FileSystemContainer(join(this.#root, encodeURIComponent(tenant)));
  }

  /** The tenant's container of that name; `STORAGE_CONTAINER_NOT_FOUND` when it has none. */
  async container(trx: TenantTransaction, tenant: string, name: string): Promise<ObjectContainer> {
    if (name === localContainerName) return this.local(tenant);
    const found = await readS3Container(trx, this.#secrets, tenant, name);
    if (!found) throw new LessorError('STORAGE_CONTAINER_NOT_FOUND', [name]);
    const cacheKey = `${tenant}\u0000${name}`;
    const kept = this.#buckets.get(cacheKey);
    if (kept?.stamp === found.stamp) return kept.container;
    await kept?.container.close();
    const container = new S3Container(name, found.settings);
    this.#buckets.set(cacheKey, { stamp: found.stamp, container });
    return container;
  }

  /**
   * Writes a new file to the tenant's default container, within its quota when it has one, and
   * answers where it is. The caller names it in a row of the same transaction, and discards it
   * when that fails; an object whose transaction rolls back later is left for the storage sweep.
   */
  async put(trx: TenantTransaction, tenant: string, source: ObjectSource): Promise<PutObject> {
    const name = await defaultContainerName(trx, tenant);
    const container = await this.container(trx, tenant, name);
    if (name !== localContainerName) {
      const quota = (await readS3Container(trx, this.#secrets, tenant, name))?.quotaBytes ?? null;
      if (quota !== null && (await containerUsedBytes(trx, tenant, name)) + sourceSize(source) > quota)
        throw new LessorError('STORAGE_QUOTA_EXCEEDED', [quota]);
    }
    const objectKey = newObjectKey();
    await container.put(objectKey, source);
    return {
      container: name,
      objectKey,
      discard: () => container.remove(objectKey).catch(() => {}),
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.#buckets.values()].map(({ container }) => container.close()));
    this.#buckets.clear();
  }
}
