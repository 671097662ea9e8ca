import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../auth/actor-of.ts';
import type { EntityCatalogue } from '../../catalogue/entity-catalogue.ts';
import type { Database } from '../../db/database.ts';
import { applyTenantLists } from '../../reference-lists/apply-tenant-lists.ts';
import { readTenantLists } from '../../reference-lists/read-tenant-lists.ts';
import { withTenant } from '../../tenancy/with-tenant.ts';
import { entityTags } from './entity-route-schemas.ts';
import { pasteSchemaOf } from './record-paste-schema.ts';

/**
 * `GET {entity route}-schema` (`/api/financing/products-schema`, business-areas.md §7): what pasted
 * rows are parsed against before they are sent, for each entity declared `acceptsPastedRows`. Whoever may read the entity may read its schema.
 */
export function registerPasteSchemaRoutes(
  app: FastifyInstance,
  db: Database,
  catalogue: EntityCatalogue,
): void {
  for (const entity of catalogue.entities.filter((candidate) => candidate.acceptsPastedRows)) {
    const path = `${entity.apiPath}-schema`;
    const schema = {
      tags: entityTags(entity),
      summary: `What pasted rows of ${entity.pluralLabel.toLowerCase()} are parsed against`,
      response: { 200: { description: "The entity's fields, with the tenant's lists" } },
    };
    app.get(path, { config: { permission: `read ${entity.apiPath}` }, schema }, async (request) => {
      const { tenant } = actorOf(request);
      const lists = await withTenant(db.app, tenant, (trx) => readTenantLists(trx, tenant, catalogue));
      return pasteSchemaOf(entity, applyTenantLists(entity.fields, lists));
    });
  }
}
