import type { ConfigCheck } from '@lessor/domain/api';
import { declaredSelects } from '@lessor/domain/reference-lists';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { builtInScripts } from '../scripts/built-in-scripts.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { compareFingerprints } from './compare-fingerprints.ts';
import { listErrors, scriptErrors } from './configuration-errors.ts';
import { recordConfigCheck } from './last-config-check.ts';
import { readTenantConfiguration } from './read-tenant-configuration.ts';
import { referenceConfiguration } from './reference-configuration.ts';

/**
 * Checks one tenant's configuration against the shipped reference and records what this check
 * saw, so that the next one tells what changed since. The tenant's configuration is read in one
 * transaction and recorded in another: its scripts are compiled between the two, holding no
 * transaction (the embedded database has a single session).
 */
export async function runConfigCheck(
  { db, catalogue }: { db: Database; catalogue: EntityCatalogue },
  tenant: string,
  username: string,
): Promise<ConfigCheck> {
  const reference = referenceConfiguration(catalogue);
  const own = await withTenant(db.app, tenant, (trx) => readTenantConfiguration(trx, tenant, catalogue));
  const selects = [...reference.selects, ...declaredSelects(own.configuredEntities)];
  const defined = (list: string) => reference.listsWithValues.has(list) || own.lists.has(list);
  const errors = [...(await scriptErrors(own.runningScripts)), ...listErrors(selects, defined)];
  const previous = await withTenant(db.app, tenant, (trx) =>
    recordConfigCheck(trx, tenant, reference.fingerprints, username),
  );
  return {
    tenant,
    errors,
    ...compareFingerprints(previous?.fingerprints, reference.fingerprints),
    userLists: [...own.lists].filter((list) => !Object.hasOwn(reference.fingerprints.lists, list)).sort(),
    userScripts: own.scriptNames.filter((name) => !Object.hasOwn(builtInScripts, name)),
    lastConfigCheckDate: previous?.checkedAt ?? null,
  };
}
