import type { EntityRecord } from '@lessor/domain/api';
import { bankStatementEntity, bankTransactionEntity } from '@lessor/domain/entities';
import { sql } from 'kysely';
import type { RelatedWrites } from '../entities/hooks/entity-hooks.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/**
 * Brings a statement's counts up to date from its transactions, and its status with them: PROCESSED
 * when none is left to reconcile, RECEIVED again when one is.
 */
export async function recountStatement(
  trx: TenantTransaction,
  actor: Actor,
  writes: Pick<RelatedWrites, 'patch' | 'transition'>,
  statementRegistration: string,
): Promise<EntityRecord> {
  const { rows } = await sql<{ status: string; count: number }>`
    select status, count(*)::int as count from ${sql.table(bankTransactionEntity.table)}
    where tenant = ${actor.tenant} and data->>'statementRegistration' = ${statementRegistration}
    group by status`.execute(trx);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  const counts = {
    transactionCount: rows.reduce((sum, row) => sum + row.count, 0),
    matchedCount: count('MATCHED'),
    returnedCount: count('RETURNED'),
    toReconcileCount: count('PENDING'),
  };
  const statement = await writes.patch(bankStatementEntity, statementRegistration, counts);
  if (statement.status === 'RECEIVED' && counts.toReconcileCount === 0) {
    return writes.transition(bankStatementEntity, statement._id, 'PROCESS');
  }
  if (statement.status === 'PROCESSED' && counts.toReconcileCount > 0) {
    return writes.transition(bankStatementEntity, statement._id, 'REOPEN');
  }
  return statement;
}
