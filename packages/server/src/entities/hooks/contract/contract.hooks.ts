import type { EntityHooks } from '../entity-hooks.ts';
import { assertSchedulable, cancelPlannedCashflows, planCashflows } from './contract-cashflows.ts';

/** The transitions of the contract workflow that start its schedule, and those that end it. */
const activating = new Set(['ACTIVATE']);
const ending = new Set(['CANCEL', 'TERMINATE']);

/**
 * A contract's schedule lives as its cashflows: activating writes them, in the transition's
 * transaction, and is refused when the terms make none; cancelling or terminating cancels those
 * not billed yet.
 */
export const contractHooks: EntityHooks = {
  beforeTransition(record, { transition }) {
    if (activating.has(transition.code)) assertSchedulable(record);
    return record;
  },
  async afterTransition(record, context) {
    if (activating.has(context.transition.code)) await planCashflows(record, context);
    else if (ending.has(context.transition.code)) await cancelPlannedCashflows(record, context);
  },
};
