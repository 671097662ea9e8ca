import { deriveAssetLines } from '../asset-lines/derive-asset-lines.hooks.ts';
import type { EntityHooks } from '../entity-hooks.ts';
import { assertSchedulable, cancelPlannedCashflows, planCashflows } from './contract-cashflows.ts';

/** The transitions of the contract workflow that start its schedule, and those that end it. */
const activating = new Set(['ACTIVATE']);
const ending = new Set(['CANCEL', 'TERMINATE']);

/**
 * A contract's schedule lives as its cashflows: activating writes them, in the transition's
 * transaction, and is refused when the terms make none; cancelling or terminating cancels those
 * not billed yet. Its asset lines are priced, and its financed amount follows them, on every save.
 */
export const contractHooks: EntityHooks = {
  beforeSave: deriveAssetLines,
  beforeTransition(record, { transition }) {
    if (activating.has(transition.code)) assertSchedulable(record);
    return record;
  },
  async afterTransition(record, context) {
    if (activating.has(context.transition.code)) await planCashflows(record, context);
    else if (ending.has(context.transition.code)) await cancelPlannedCashflows(record, context);
  },
};
