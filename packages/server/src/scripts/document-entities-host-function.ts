import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { readWorkflow } from '../entities/read-workflow.ts';
import { readTenantLists } from '../reference-lists/read-tenant-lists.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/** An entity whose records hold documents, as the tenant has it. */
export interface DocumentEntity {
  name: string;
  /** Its documents' types: the tenant's list (`contractDocumentType`), else those it declares. */
  documentTypes: string[];
  /** Whether its records move through a workflow: the tenant's, else the declared one. */
  hasWorkflow: boolean;
}

/**
 * `documentEntities()` (docs/scripts.md): the entities whose records hold documents (a Documents
 * card, `hasDocuments`), in name order, each with its document types and whether it has a
 * workflow, both as the tenant configured them. Only names and list values, which every user of
 * the tenant is served anyway (`GET /api/script/lists`): no record is read.
 */
export function documentEntitiesOf(
  db: Database,
  catalogue: EntityCatalogue,
  tenant: string,
): () => Promise<DocumentEntity[]> {
  const holders = catalogue.entities
    .filter((entity) => entity.hasDocuments)
    .sort((left, right) => (left.name < right.name ? -1 : 1));
  return () =>
    withTenant(db.app, tenant, async (trx) => {
      const lists = await readTenantLists(trx, tenant, catalogue);
      return Promise.all(
        holders.map(async (entity) => ({
          name: entity.name,
          documentTypes: [
            ...(lists.get(entity.documentTypeList)?.map((entry) => entry.value) ?? entity.documentTypes),
          ],
          hasWorkflow: (await readWorkflow(trx, tenant, entity)).transitions.length > 0,
        })),
      );
    });
}
