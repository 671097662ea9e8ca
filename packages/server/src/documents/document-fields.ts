import { documentEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { readTenantLists } from '../reference-lists/read-tenant-lists.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * The document type, checked against the tenant's `documentType` list, else the Document
 * declaration's types. Without one, OTHER when that type is accepted.
 */
export async function documentType(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
  value: unknown,
): Promise<string> {
  const listName = documentEntity.typeList ?? 'documentType';
  const configured = (await readTenantLists(trx, tenant, catalogue)).get(listName);
  const accepted = configured?.map((entry) => entry.value) ?? documentEntity.types ?? [];
  if (value === undefined || value === '') {
    if (accepted.includes('OTHER')) return 'OTHER';
    throw new LessorError('MISSING_FIELD_IN_BODY', ['type']);
  }
  if (typeof value !== 'string' || !accepted.includes(value))
    throw new LessorError('INVALID_FIELD_VALUE', [String(value).slice(0, 40), 'type']);
  return value;
}
