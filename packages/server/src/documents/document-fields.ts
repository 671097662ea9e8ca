import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { readTenantLists } from '../reference-lists/read-tenant-lists.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * The type of a document of `owner`'s records, checked against the owner's document types: the
 * tenant's list (`assetDocumentType`), else those its entity declares. Without one, OTHER when
 * that type is accepted.
 */
export async function documentType(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
  owner: EntityDefinition,
  value: unknown,
): Promise<string> {
  const configured = (await readTenantLists(trx, tenant, catalogue)).get(owner.documentTypeList);
  const accepted = configured?.map((entry) => entry.value) ?? owner.documentTypes;
  if (value === undefined || value === '') {
    if (accepted.includes('OTHER')) return 'OTHER';
    throw new LessorError('MISSING_FIELD_IN_BODY', ['type']);
  }
  if (typeof value !== 'string' || !accepted.includes(value))
    throw new LessorError('INVALID_FIELD_VALUE', [String(value).slice(0, 40), 'type']);
  return value;
}
