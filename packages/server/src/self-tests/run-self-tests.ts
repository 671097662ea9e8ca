import type { SelfTestFailure, SelfTestReport } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { declaredSelects } from '@lessor/domain/reference-lists';
import { type Workflow, workflowFaults } from '@lessor/domain/workflow';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { listErrors, scriptErrors } from '../config-check/configuration-errors.ts';
import { readTenantConfiguration } from '../config-check/read-tenant-configuration.ts';
import { referenceConfiguration } from '../config-check/reference-configuration.ts';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import type { Database } from '../db/database.ts';
import { workflowsDocument } from '../reference-lists/read-tenant-lists.ts';
import { withTenant } from '../tenancy/with-tenant.ts';

/**
 * Tests a tenant's configuration as it stands, without recording anything: its running scripts
 * compile, every list a field names is defined somewhere, and each workflow its `workflows`
 * document configures is whole (workflowFaults). The product's own workflows are the product's
 * tests' to check; a tenant's tests look at what the tenant changed. The configuration is read in
 * one transaction; the scripts are compiled after it, holding none.
 */
export async function runSelfTests(
  { db, catalogue }: { db: Database; catalogue: EntityCatalogue },
  tenant: string,
  now = new Date(),
): Promise<SelfTestReport> {
  const reference = referenceConfiguration(catalogue);
  const { own, workflows } = await withTenant(db.app, tenant, async (trx) => ({
    own: await readTenantConfiguration(trx, tenant, catalogue),
    workflows: await readConfigurationDocument<Record<string, unknown>>(trx, tenant, workflowsDocument),
  }));
  const selects = [...reference.selects, ...declaredSelects(own.configuredEntities)];
  const defined = (list: string) => reference.listsWithValues.has(list) || own.lists.has(list);
  const asFailures = (errors: ReadonlyArray<{ name: string; message: string }>): SelfTestFailure[] =>
    errors.map(({ name, message }) => ({ item: name, message }));
  const configured = Object.entries(workflows?.value ?? {}).sort(([a], [b]) => (a < b ? -1 : 1));
  return {
    tenant,
    ranAt: now.toISOString(),
    tests: [
      {
        name: 'scripts',
        checked: own.runningScripts.size,
        failures: asFailures(await scriptErrors(own.runningScripts)),
      },
      {
        name: 'lists',
        checked: new Set(selects.map(({ field }) => field.list)).size,
        failures: asFailures(listErrors(selects, defined)),
      },
      {
        name: 'workflows',
        checked: configured.length,
        failures: configured.flatMap(([name, workflow]) =>
          configuredWorkflowFaults(catalogue.named(name), workflow).map((message) => ({
            item: name,
            message,
          })),
        ),
      },
    ],
  };
}

/** What is wrong with one entry of the `workflows` document: an entity unknown, a shape unread, or its faults. */
function configuredWorkflowFaults(entity: EntityDefinition | undefined, workflow: unknown): string[] {
  if (!entity) return ['No entity has this name'];
  const shaped = workflow as Partial<Workflow> | null;
  if (
    !shaped ||
    !Array.isArray(shaped.statuses) ||
    !Array.isArray(shaped.transitions) ||
    typeof shaped.initialStatus !== 'string'
  )
    return ['Not a workflow: it needs statuses, an initial status and transitions'];
  return workflowFaults(entity, shaped as Workflow);
}
