import type { HostConfiguration } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { Kysely } from 'kysely';
import {
  readConfigurationDocument,
  writeConfigurationDocument,
} from '../configuration-documents/configuration-document-store.ts';
import type { CoreDatabase } from '../db/schema.ts';
import { claimDirectoryKey, tenantOf } from '../identity-providers/identity-directory.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

export type HostSettings = Omit<HostConfiguration, 'host' | 'loginTenant' | 'imp'> & { imp?: string };

const documentName = (hostname: string) => `host:${hostname.toLowerCase()}`;

/** Saves a host's configuration in its tenant's documents, claiming the host name for that tenant. */
export async function saveHost(
  db: Kysely<CoreDatabase>,
  host: { hostname: string; tenant: string; settings: HostSettings },
  username: string,
): Promise<void> {
  const hostname = host.hostname.toLowerCase();
  await claimDirectoryKey(db, 'host', hostname, host.tenant);
  await withTenant(db, host.tenant, (trx) =>
    writeConfigurationDocument(trx, host.tenant, documentName(hostname), host.settings, username),
  );
}

/** A host's configuration, or a 404 with a catalogued code. */
export async function findHost(db: Kysely<CoreDatabase>, hostname: string): Promise<HostConfiguration> {
  const key = hostname.toLowerCase();
  const tenant = await tenantOf(db, 'host', key);
  const document =
    tenant &&
    (await withTenant(db, tenant, (trx) =>
      readConfigurationDocument<HostSettings>(trx, tenant, documentName(key)),
    ));
  if (!tenant || !document) throw new LessorError('HOST_NOT_FOUND', [hostname]);
  return { ...document.value, host: key, loginTenant: tenant, imp: document.value.imp ?? `/imp/${tenant}` };
}
