import { type CollectionExtension, type EntityDefinition, extendEntity } from '@lessor/domain/entities';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The configuration document holding a tenant's extra fields, by entity name. */
export const collectionExtensionDocument = 'collection-extension';

/** The tenant's extra fields as the transaction sees them; none when it has no document. */
export async function readCollectionExtension(
  trx: TenantTransaction,
  tenant: string,
): Promise<CollectionExtension> {
  const document = await readConfigurationDocument<CollectionExtension>(
    trx,
    tenant,
    collectionExtensionDocument,
  );
  return document?.value ?? {};
}

/** The entity as the tenant sees it, its extra fields included, read in the caller's transaction. */
export async function entityOfTenant(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
): Promise<EntityDefinition> {
  return extendEntity(entity, await readCollectionExtension(trx, tenant));
}
