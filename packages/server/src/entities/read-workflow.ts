import type { EntityDefinition } from '@lessor/domain/entities';
import type { Workflow } from '@lessor/domain/workflow';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { workflowsDocument } from '../reference-lists/read-tenant-lists.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

const noWorkflow: Workflow = { statuses: [], initialStatus: '', transitions: [] };

/**
 * An entity's workflow for the tenant: the one its `workflows` configuration document declares,
 * else the one declared beside the entity (`<entity>.workflow.ts`), else none.
 */
export async function readWorkflow(
  trx: TenantTransaction,
  tenant: string,
  entity: EntityDefinition,
): Promise<Workflow> {
  const configured = await readConfigurationDocument<Record<string, Workflow>>(
    trx,
    tenant,
    workflowsDocument,
  );
  const own = configured?.value[entity.name];
  if (own && Array.isArray(own.transitions)) return own;
  return entity.workflow ?? noWorkflow;
}
