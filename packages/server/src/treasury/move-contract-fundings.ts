import type { EntityRecord } from '@lessor/domain/api';
import { fundingEntity } from '@lessor/domain/entities';
import { Money, type MoneyValue, storedMoney } from '@lessor/domain/finance';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';
import { toStored } from './read-treasury-body.ts';

/** The ACTIVE fundings by which a fund refinances a contract, oldest first, locked. */
export async function activeFundings(
  trx: TenantTransaction,
  tenant: string,
  contract: string,
  fund: string,
): Promise<EntityRecord[]> {
  const rows = await entityTables(trx)
    .selectFrom(fundingEntity.table)
    .selectAll()
    .where('tenant', '=', tenant)
    .where('status', '=', 'ACTIVE')
    .where(sql<string>`data->>'contractRegistration'`, '=', contract)
    .where(sql<string>`data->>'fundRegistration'`, '=', fund)
    .orderBy('registration')
    .forUpdate()
    .execute();
  return rows.map(rowToRecord);
}

/** A contract's refinancing to move between funds, from the fundings that carry it. */
export interface FundingMove {
  sources: readonly EntityRecord[];
  amount: MoneyValue;
  contract: string;
  to: EntityRecord;
  currency: string;
  date: string;
  transferId: string;
}

/**
 * Moves part or all of a contract's refinancing to another fund: taken from its fundings on the
 * source fund, oldest first (one given up in full is REPAID, one in part keeps the rest), and drawn
 * as one new ACTIVE funding on the target fund, which names the funding it took over and the
 * arbitration. Answers the fundings changed and the new one, last.
 */
export async function moveContractFundings(
  db: Database,
  catalogue: EntityCatalogue,
  trx: TenantTransaction,
  actor: Actor,
  move: FundingMove,
): Promise<EntityRecord[]> {
  const fundings = new EntityService(db, catalogue, fundingEntity);
  const changed: EntityRecord[] = [];
  let left = move.amount;
  for (const source of move.sources) {
    if (left.lte(0)) break;
    const carried = storedMoney(source.amount);
    const taken = Money.min(left, carried);
    left = left.minus(taken);
    changed.push(
      taken.eq(carried)
        ? await fundings.transitionWithin(trx, actor, source._id, 'REPAY')
        : await fundings.patchWithin(trx, actor, source._id, {
            amount: toStored(carried.minus(taken), move.currency),
          }),
    );
  }
  const [first] = move.sources;
  const [drawn] = await fundings.createWithin(trx, actor, [
    {
      name: `Refinancing of ${move.contract}`,
      type: move.to.financingType === 'LOAN' ? 'LOAN' : 'SALE',
      fundRegistration: move.to.registration,
      contractRegistration: move.contract,
      amount: toStored(move.amount, move.currency),
      currency: move.currency,
      startDate: move.date,
      ...(first?.endDate ? { endDate: first.endDate } : {}),
      ...(first ? { arbitratedFrom: first.registration } : {}),
      transferId: move.transferId,
    },
  ]);
  if (!drawn) throw new Error('unreachable: one funding was written');
  changed.push(await fundings.transitionWithin(trx, actor, drawn._id, 'DRAW'));
  return changed;
}
