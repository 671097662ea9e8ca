import type { EntityRecord } from '@lessor/domain/api';
import {
  cashflowEntity,
  contractSchedule,
  plannedCashflows,
  readScheduleTerms,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import { entityTables } from '../../../tenancy/with-tenant.ts';
import type { RecordData, TransitionContext } from '../entity-hooks.ts';

/**
 * Refuses to activate a contract whose terms make no schedule: the first problem names the error
 * (MISSING_FIELD_IN_BODY or INVALID_FIELD_VALUE with its field), every one is in `errors`.
 */
export function assertSchedulable(contract: RecordData): void {
  const { problems } = readScheduleTerms(contract);
  const [first] = problems;
  if (first) {
    const params =
      first.code === 'INVALID_FIELD_VALUE'
        ? [String(contract[first.field] ?? ''), first.field]
        : [first.field];
    throw new LessorError(first.code, params, problems);
  }
  if (!contractSchedule(contract))
    throw new LessorError('NO_ACCEPTABLE_RESULT', ['the contract terms make no schedule']);
}

/** The contract's cashflows of a status, locked until the transition ends. */
function cashflowsOf(contract: EntityRecord, context: TransitionContext, status: string) {
  return entityTables(context.trx)
    .selectFrom(cashflowEntity.table)
    .select(['id', 'data'])
    .where('tenant', '=', context.actor.tenant)
    .where('status', '=', status)
    .where(sql<boolean>`data @> ${JSON.stringify({ contractRegistration: contract.registration })}::jsonb`)
    .orderBy('registration')
    .forUpdate()
    .execute();
}

/**
 * Writes the contract's schedule as PLANNED cashflows, once: a contract that has planned ones
 * already (activated before, or seeded active) keeps them.
 */
export async function planCashflows(contract: EntityRecord, context: TransitionContext): Promise<void> {
  if ((await cashflowsOf(contract, context, 'PLANNED')).length > 0) return;
  await context.related.create(cashflowEntity, plannedCashflows(contract));
}

/**
 * Cancels the contract's PLANNED cashflows not billed yet, through the cashflow workflow's CANCEL;
 * a billed one stays with its invoice, which is what the client owes.
 */
export async function cancelPlannedCashflows(
  contract: EntityRecord,
  context: TransitionContext,
): Promise<void> {
  for (const { id, data } of await cashflowsOf(contract, context, 'PLANNED')) {
    if ((data as RecordData | null)?.invoiceRegistration) continue;
    await context.related.transition(cashflowEntity, id, 'CANCEL');
  }
}
