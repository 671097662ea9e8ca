import { bankStatementEntity } from '@lessor/domain/entities';
import { recountStatement } from '../../../collections/recount-statement.ts';
import type { EntityHooks } from '../entity-hooks.ts';

/** The clerk's own transitions: what sets a transaction aside, and what brings it back to reconcile. */
const clerkMoves = ['IGNORE', 'RESTORE'];

/**
 * A transaction a clerk sets aside or brings back changes what its statement has left to reconcile:
 * the statement's counts follow, and its status (PROCESSED once nothing is left).
 */
export const bankTransactionHooks: EntityHooks = {
  async afterTransition(record, context) {
    const statement = record.statementRegistration;
    if (!clerkMoves.includes(context.transition.code) || typeof statement !== 'string' || !statement) return;
    await recountStatement(context.trx, context.actor, context.related, statement);
  },
  transitionWrites: Object.fromEntries(clerkMoves.map((code) => [code, [bankStatementEntity]])),
};
