import { publishWithin } from '../../../cache-invalidation/publish-within.ts';
import type { EntityHooks } from '../entity-hooks.ts';

/** The invalidation topic of a tenant's scripts (scripts/tenant-scripts.ts keeps them); the key is the tenant. */
export const tenantScriptsTopic = 'tenant-scripts';

/**
 * A script saved, moved or deleted: every node's cache of the tenant's scripts forgets them when
 * the write commits, so that the next run, on any node, runs the new code.
 */
export const scriptHooks: EntityHooks = {
  async afterSave(_record, { trx, actor }) {
    await publishWithin(trx, tenantScriptsTopic, actor.tenant);
  },
  async beforeDelete(_record, { trx, actor }) {
    await publishWithin(trx, tenantScriptsTopic, actor.tenant);
  },
};
