import type { RecordSchema } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { pasteSchemaOf } from '../entities/http/record-paste-schema.ts';
import { applyTenantLists } from '../reference-lists/apply-tenant-lists.ts';
import { readTenantLists } from '../reference-lists/read-tenant-lists.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** The entities a file can be imported into: every entity whose records a client writes. */
export function importableEntity(catalogue: EntityCatalogue, name: unknown): EntityDefinition {
  const entity = typeof name === 'string' ? catalogue.named(name) : undefined;
  if (!entity || entity.apiReadOnly) throw new LessorError('UNSUPPORTED_ENTITY', [String(name ?? '')]);
  return entity;
}

/** The fields a column can fill, as rows are pasted: one cell each, with the tenant's lists. */
export async function importSchemaOf(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
  entity: EntityDefinition,
): Promise<RecordSchema> {
  const lists = await readTenantLists(trx, tenant, catalogue);
  return pasteSchemaOf(entity, applyTenantLists(entity.fields, lists));
}
