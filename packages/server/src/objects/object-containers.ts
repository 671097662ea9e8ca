import { join } from 'node:path';
import { FileSystemContainer } from './file-system-container.ts';
import { S3Container, type S3Settings } from './s3-container.ts';

/**
 * The storage containers of one server: the built-in one in `root` (the data folder's `objects`),
 * a folder per tenant, and the S3 buckets tenants configure, whose clients are kept until their
 * settings change. Which container a tenant uses, and with which settings, is read from its
 * database (storage/object-storage.ts).
 */
export class ObjectContainers {
  readonly #root: string;
  readonly #buckets = new Map<string, { stamp: string; container: S3Container }>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The tenant's built-in container. */
  local(tenant: string): FileSystemContainer {
    // A tenant's id is a slug (tenants.id), but the folder name is encoded all the same.
    return new FileSystemContainer(join(this.#root, encodeURIComponent(tenant)));
  }

  /** A tenant's bucket, its client built again when its settings changed (`stamp`). */
  async bucket(tenant: string, name: string, settings: S3Settings, stamp: string): Promise<S3Container> {
    const key = `${tenant}\u0000${name}`;
    const kept = this.#buckets.get(key);
    if (kept?.stamp === stamp) return kept.container;
    await kept?.container.close();
    const container = new S3Container(name, settings);
    this.#buckets.set(key, { stamp, container });
    return container;
  }

  async close(): Promise<void> {
    await Promise.all([...this.#buckets.values()].map(({ container }) => container.close()));
    this.#buckets.clear();
  }
}
