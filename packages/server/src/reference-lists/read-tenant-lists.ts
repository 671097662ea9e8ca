import type { ConfiguredEntry } from '@lessor/domain/reference-lists';
import type { Workflow } from '@lessor/domain/workflow';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** Names of the configuration documents holding a tenant's lists and workflows. */
const listsDocument = 'lists';
export const workflowsDocument = 'workflows';

/**
 * The lists a tenant has configured itself: its `lists` document, and the statuses of the
 * workflows it declares for the catalogue's entities. Lists it has not configured keep their defaults.
 */
export async function readTenantLists(
  trx: TenantTransaction,
  tenant: string,
  catalogue: EntityCatalogue,
): Promise<Map<string, readonly ConfiguredEntry[]>> {
  const [lists, workflows] = await Promise.all([
    readConfigurationDocument<Record<string, unknown>>(trx, tenant, listsDocument),
    readConfigurationDocument<Record<string, Partial<Workflow>>>(trx, tenant, workflowsDocument),
  ]);
  const configured = new Map<string, readonly ConfiguredEntry[]>();
  for (const [name, workflow] of Object.entries(workflows?.value ?? {})) {
    const entity = catalogue.named(name);
    if (entity && Array.isArray(workflow?.statuses))
      configured.set(
        entity.statusList,
        workflow.statuses.map((value) => ({ value: String(value) })),
      );
  }
  for (const [name, entries] of Object.entries(lists?.value ?? {})) {
    if (Array.isArray(entries)) configured.set(name, entries.filter(isEntry));
  }
  return configured;
}

function isEntry(entry: unknown): entry is ConfiguredEntry {
  return typeof (entry as { value?: unknown } | null)?.value === 'string';
}
