import type { EntityDefinition } from '@lessor/domain/entities';
import { scriptEntity } from '@lessor/domain/entities';
import type { FieldDefinition } from '@lessor/domain/fields';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { readCollectionExtension } from '../collection-extension/read-collection-extension.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { readTenantLists } from '../reference-lists/read-tenant-lists.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/** What a check reads of a tenant's own configuration. */
export interface TenantConfiguration {
  /** The name of every Script of the tenant, whatever its status, sorted. */
  scriptNames: string[];
  /**
   * The code of each script that runs, by name: the newest ACTIVE Script of each name, as the
   * runner picks it (scripts/tenant-scripts.ts); undefined when it holds no code.
   */
  runningScripts: ReadonlyMap<string, string | undefined>;
  /** The lists the tenant defines: its `lists` document, its workflows' statuses and its active list scripts. */
  lists: ReadonlySet<string>;
  /**
   * The fields the tenant declares, whose selects may name lists: its dynamic entities' (its
   * `dyno-descriptors` document) and its extra fields of declared ones (`collection-extension`).
   */
  configuredEntities: Pick<EntityDefinition, 'name' | 'fields'>[];
}

/** Reads the tenant's scripts, lists and dynamic entities, in the caller's tenant transaction. */
export async function readTenantConfiguration(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
): Promise<TenantConfiguration> {
  const rows = await entityTables(trx)
    .selectFrom(scriptEntity.table)
    .select(['name', 'type', 'status', 'data'])
    .where('tenant', '=', tenant)
    .orderBy('name')
    .orderBy('_update_date')
    .execute();
  const names = new Set<string>();
  const runningScripts = new Map<string, string | undefined>();
  // A list script serves the list of its name (GET /api/script/lists).
  const scriptedLists = new Set<string>();
  for (const row of rows) {
    if (!row.name) continue;
    names.add(row.name);
    // Ordered by date: the newest active script of a name is the one kept.
    if (row.status === 'ACTIVE') {
      runningScripts.set(row.name, typeof row.data.code === 'string' ? row.data.code : undefined);
      if (row.type === 'LIST') scriptedLists.add(row.name);
      else scriptedLists.delete(row.name);
    }
  }
  const lists = await readTenantLists(trx, tenant, catalogue);
  const dyno = await readConfigurationDocument<Record<string, unknown>>(trx, tenant, 'dyno-descriptors');
  const extension = await readCollectionExtension(trx, tenant);
  return {
    scriptNames: [...names].sort(),
    runningScripts,
    lists: new Set([...lists.keys(), ...scriptedLists]),
    configuredEntities: [...Object.entries(dyno?.value ?? {}), ...Object.entries(extension)].flatMap(
      ([name, declared]) => {
        const fields = (declared as { fields?: unknown } | null)?.fields;
        return isFields(fields) ? [{ name, fields }] : [];
      },
    ),
  };
}

/** A descriptor's fields as the document holds them: an object of field declarations. */
function isFields(value: unknown): value is Readonly<Record<string, FieldDefinition>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((field) => typeof field === 'object' && field !== null)
  );
}
