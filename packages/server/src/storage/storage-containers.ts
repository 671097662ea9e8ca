import { localContainerName, type ObjectStorageContainer, type S3ContainerInput } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { type ColumnType, sql } from 'kysely';
import type { S3Settings } from '../objects/s3-container.ts';
import type { SecretBox } from '../secrets/secret-box.ts';
import { secretContexts } from '../secrets/secret-contexts.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

type ContainerTables = {
  object_storage_containers: {
    tenant: string;
    name: string;
    kind: 's3';
    endpoint: string;
    region: string;
    bucket: string;
    prefix: string;
    access_key_id: string;
    secret_access_key: string;
    force_path_style: boolean;
    quota_bytes: ColumnType<string | null, number | null, number | null>;
    is_default: boolean;
    updated_at: ColumnType<Date, Date | undefined, Date>;
    updated_by: string;
  };
};

const containers = (trx: TenantTransaction) => trx.withTables<ContainerTables>();

/** An S3 container as the server uses it: opened settings, and when they last changed. */
export interface S3ContainerSettings {
  settings: S3Settings;
  quotaBytes: number | null;
  /** Changes when the settings do, so that a client built from older ones is rebuilt. */
  stamp: string;
}

/** The tenant's containers with their usage: the built-in one first, then its buckets by name. */
export async function listContainers(
  trx: TenantTransaction,
  tenant: string,
): Promise<ObjectStorageContainer[]> {
  const rows = await containers(trx)
    .selectFrom('object_storage_containers')
    .selectAll()
    .where('tenant', '=', tenant)
    .orderBy('name')
    .execute();
  const usage = await containerUsage(trx, tenant);
  const used = (name: string) => usage.get(name) ?? { files: 0, usedBytes: 0 };
  const local: ObjectStorageContainer = {
    name: localContainerName,
    kind: 'filesystem',
    isDefault: !rows.some((row) => row.is_default),
    ...used(localContainerName),
    quotaBytes: null,
  };
  return [
    local,
    ...rows.map((row) => ({
      name: row.name,
      kind: row.kind,
      isDefault: row.is_default,
      ...used(row.name),
      quotaBytes: row.quota_bytes === null ? null : Number(row.quota_bytes),
      s3: {
        endpoint: row.endpoint,
        region: row.region,
        bucket: row.bucket,
        prefix: row.prefix,
        accessKeyId: row.access_key_id,
        forcePathStyle: row.force_path_style,
      },
      updatedAt: new Date(row.updated_at).toISOString(),
      updatedBy: row.updated_by,
    })),
  ];
}

/**
 * Files and bytes per container. A document not moved out of the database yet counts in the
 * container it will move to, the built-in one.
 */
async function containerUsage(
  trx: TenantTransaction,
  tenant: string,
): Promise<Map<string, { files: number; usedBytes: number }>> {
  const rows = await trx
    .selectFrom('record_documents')
    .select((eb) => [
      eb.fn.coalesce('container', sql.lit(localContainerName)).as('container'),
      eb.fn.countAll<string>().as('files'),
      eb.fn.sum<string>('size').as('bytes'),
    ])
    .where('tenant', '=', tenant)
    .groupBy(sql`1`)
    .execute();
  return new Map(
    rows.map((row) => [row.container, { files: Number(row.files), usedBytes: Number(row.bytes ?? 0) }]),
  );
}

/** The container new files of the tenant go to. */
export async function defaultContainerName(trx: TenantTransaction, tenant: string): Promise<string> {
  const row = await containers(trx)
    .selectFrom('object_storage_containers')
    .select('name')
    .where('tenant', '=', tenant)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return row?.name ?? localContainerName;
}

/** An S3 container's settings, its secret key opened; undefined when the tenant has none so named. */
export async function readS3Container(
  trx: TenantTransaction,
  box: SecretBox,
  tenant: string,
  name: string,
): Promise<S3ContainerSettings | undefined> {
  const row = await containers(trx)
    .selectFrom('object_storage_containers')
    .selectAll()
    .where('tenant', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    settings: {
      endpoint: row.endpoint,
      region: row.region,
      bucket: row.bucket,
      prefix: row.prefix,
      accessKeyId: row.access_key_id,
      secretAccessKey: box.open(row.secret_access_key, secretContexts.storageSecretKey(tenant, name)),
      forcePathStyle: row.force_path_style,
    },
    quotaBytes: row.quota_bytes === null ? null : Number(row.quota_bytes),
    stamp: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Adds or changes an S3 container. A secret key left out keeps the one kept (a new container
 * needs one); `isDefault` makes it the container new files go to.
 */
export async function saveS3Container(
  trx: TenantTransaction,
  box: SecretBox,
  write: { tenant: string; username: string; name: string; input: S3ContainerInput },
): Promise<void> {
  const { tenant, name, input } = write;
  const secret =
    input.secretAccessKey === undefined || input.secretAccessKey === ''
      ? undefined
      : box.seal(input.secretAccessKey, secretContexts.storageSecretKey(tenant, name));
  const values = {
    endpoint: input.endpoint,
    region: input.region,
    bucket: input.bucket,
    prefix: input.prefix ?? '',
    access_key_id: input.accessKeyId,
    force_path_style: input.forcePathStyle ?? true,
    quota_bytes: input.quotaBytes ?? null,
    updated_at: new Date(),
    updated_by: write.username,
  };
  const exists = await containers(trx)
    .selectFrom('object_storage_containers')
    .select('name')
    .where('tenant', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirst();
  if (exists) {
    await containers(trx)
      .updateTable('object_storage_containers')
      .set({ ...values, ...(secret ? { secret_access_key: secret } : {}) })
      .where('tenant', '=', tenant)
      .where('name', '=', name)
      .execute();
  } else {
    if (!secret) throw new LessorError('MISSING_FIELD_IN_BODY', ['secretAccessKey']);
    await containers(trx)
      .insertInto('object_storage_containers')
      .values({ tenant, name, kind: 's3', ...values, secret_access_key: secret, is_default: false })
      .execute();
  }
  if (input.isDefault === true) await makeDefaultContainer(trx, tenant, name);
  if (input.isDefault === false && (await defaultContainerName(trx, tenant)) === name)
    await makeDefaultContainer(trx, tenant, localContainerName);
}

/** Makes `name` the container new files go to; the built-in one when it is `local`. */
export async function makeDefaultContainer(
  trx: TenantTransaction,
  tenant: string,
  name: string,
): Promise<void> {
  await containers(trx)
    .updateTable('object_storage_containers')
    .set({ is_default: false })
    .where('tenant', '=', tenant)
    .where('is_default', '=', true)
    .execute();
  if (name === localContainerName) return;
  const made = await containers(trx)
    .updateTable('object_storage_containers')
    .set({ is_default: true })
    .where('tenant', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirst();
  if (made.numUpdatedRows === 0n) throw new LessorError('STORAGE_CONTAINER_NOT_FOUND', [name]);
}

/** Forgets an S3 container that holds no file; the built-in one stays. */
export async function removeS3Container(trx: TenantTransaction, tenant: string, name: string): Promise<void> {
  const held = (await containerUsage(trx, tenant)).get(name)?.files ?? 0;
  if (held > 0) throw new LessorError('STORAGE_CONTAINER_IN_USE', [name, held]);
  const removed = await containers(trx)
    .deleteFrom('object_storage_containers')
    .where('tenant', '=', tenant)
    .where('name', '=', name)
    .executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw new LessorError('STORAGE_CONTAINER_NOT_FOUND', [name]);
}

/** The bytes kept in one container, against its own quota. */
export async function containerUsedBytes(
  trx: TenantTransaction,
  tenant: string,
  name: string,
): Promise<number> {
  const row = await trx
    .selectFrom('record_documents')
    .select((eb) => eb.fn.sum<string>('size').as('bytes'))
    .where('tenant', '=', tenant)
    .where('container', '=', name)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
