import { sql } from 'kysely';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { publishDocumentWrite } from './configuration-document-writes.ts';

/**
 * A tenant's configuration document (tenant-config, profilesPermissions, scriptAliases,
 * collection-extension, string-overrides, dyno-descriptors, cron-list, workflows, lists, ...).
 * Every write keeps the previous versions, so a change can be audited and undone.
 */
export interface ConfigurationDocument<T> {
  name: string;
  version: number;
  value: T;
  updatedAt: string;
  updatedBy: string;
}

type DocumentRow = Parameters<typeof toDocument>[0];

/*
 * The documents a transaction has read, by tenant and name: a statement import or a billing run
 * makes thousands of writes in one transaction, each reading the tenant's workflows and lists.
 * A write of a document in the transaction forgets what it had read.
 */
const readsOfTransaction = new WeakMap<TenantTransaction, Map<string, Promise<DocumentRow | undefined>>>();

/** The current version of a document of the transaction's tenant, if it has one. */
export async function readConfigurationDocument<T>(
  trx: TenantTransaction,
  tenant: string,
  name: string,
): Promise<ConfigurationDocument<T> | undefined> {
  let reads = readsOfTransaction.get(trx);
  if (!reads) {
    reads = new Map();
    readsOfTransaction.set(trx, reads);
  }
  const key = `${tenant}\u0000${name}`;
  let read = reads.get(key);
  if (!read) {
    read = trx
      .selectFrom('configuration_documents')
      .select(['name', 'version', 'value', 'updated_at', 'updated_by'])
      .where('tenant', '=', tenant)
      .where('name', '=', name)
      .orderBy('version', 'desc')
      .limit(1)
      .executeTakeFirst();
    reads.set(key, read);
  }
  const row = await read;
  // Each reader gets its own copy: one changing the value it was given changes no other's.
  return row && toDocument<T>({ ...row, value: structuredClone(row.value) });
}

/**
 * Writes a new version of a document; answers it. Concurrent writers take turns, each its own
 * version. Every node's caches of the document hear of it when the transaction commits.
 */
export async function writeConfigurationDocument<T>(
  trx: TenantTransaction,
  tenant: string,
  name: string,
  value: T,
  username: string,
): Promise<ConfigurationDocument<T>> {
  await sql`select pg_advisory_xact_lock(hashtext(${`configuration:${tenant}:${name}`}))`.execute(trx);
  readsOfTransaction.delete(trx);
  const row = await trx
    .insertInto('configuration_documents')
    .values({
      tenant,
      name,
      version: sql<number>`coalesce((select max(version) from configuration_documents where tenant = ${tenant} and name = ${name}), 0) + 1`,
      value: JSON.stringify(value),
      updated_by: username,
    })
    .returning(['name', 'version', 'value', 'updated_at', 'updated_by'])
    .executeTakeFirstOrThrow();
  await publishDocumentWrite(trx, tenant, name);
  return toDocument<T>(row);
}

/** The reader of a document owns its shape: values are stored as the writer gave them. */
function toDocument<T>(row: {
  name: string;
  version: number;
  value: unknown;
  updated_at: Date | string;
  updated_by: string;
}) {
  return {
    name: row.name,
    version: row.version,
    value: row.value as T,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
  };
}
