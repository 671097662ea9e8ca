import { randomUUID } from 'node:crypto';
import type { EntityRecord, FundArbitration } from '@lessor/domain/api';
import { contractEntity, fundEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue, storedMoney } from '@lessor/domain/finance';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { currencyOf } from './company-account.ts';
import { lockRecordPair } from './lock-record-pair.ts';
import { activeFundings, moveContractFundings } from './move-contract-fundings.ts';
import { assertCurrencyDecimals, spelt, toStored } from './read-treasury-body.ts';
import { writeMatchedLegs } from './write-matched-legs.ts';

/** An arbitration asked: the funds by registration or id, the amount exact, the contract if one. */
export interface ArbitrationRequest {
  fromFund: string;
  toFund: string;
  amount: MoneyValue;
  contract: string | undefined;
  date: string;
}

/**
 * Moves refinancing from one active fund to another (docs/treasury.md), in one transaction: a
 * contract's, from the fundings that carry it to a new funding on the target fund, or, without a
 * contract, part of the source fund's outstanding. The source fund's outstanding falls and the
 * target's rises by the exact amount (their available credit the other way), and two matched
 * FUND_ARBITRATION operations sharing the arbitration's id record the repayment and the drawing.
 * Refuses, writing nothing, one fund twice, a fund not active, two currencies, and more than the
 * source carries (for the contract, when one is named) or than the target has available.
 */
export async function arbitrateFunds(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: ArbitrationRequest,
): Promise<FundArbitration> {
  return withTenant(db.app, actor.tenant, async (trx) => {
    const [from, to] = await lockRecordPair(trx, actor.tenant, fundEntity, request.fromFund, request.toFund);
    if (from._id === to._id) throw new LessorError('SAME_FUND_ARBITRATION', [from.registration]);
    for (const fund of [from, to]) {
      if (fund.status !== 'ACTIVE')
        throw new LessorError('FUND_NOT_ACTIVE', [fund.registration, String(fund.status)]);
    }
    const currency = currencyOf(from);
    if (currencyOf(to) !== currency) {
      const label = fundEntity.label;
      throw new LessorError('CURRENCY_MISMATCH', [
        label,
        from.registration,
        currency,
        label,
        to.registration,
        currencyOf(to),
      ]);
    }
    const { amount, date } = request;
    assertCurrencyDecimals(amount, 'amount', 'above zero', currency);
    const exceeds = (
      code: 'ARBITRATION_EXCEEDS_OUTSTANDING' | 'ARBITRATION_EXCEEDS_AVAILABLE',
      limit: MoneyValue,
      fund: EntityRecord,
    ) => new LessorError(code, [spelt(amount, currency), spelt(limit, currency), fund.registration]);
    const carried = storedMoney(from.outstanding);
    if (amount.gt(carried)) throw exceeds('ARBITRATION_EXCEEDS_OUTSTANDING', carried, from);
    const contract = request.contract
      ? rowToRecord(await findRecordRow(trx, actor.tenant, contractEntity, request.contract))
      : undefined;
    const sources = contract
      ? await activeFundings(trx, actor.tenant, contract.registration, from.registration)
      : [];
    if (contract) {
      const refinanced = sources.reduce(
        (sum, funding) => sum.plus(storedMoney(funding.amount)),
        new Money(0),
      );
      if (amount.gt(refinanced)) {
        throw new LessorError('ARBITRATION_EXCEEDS_FUNDING', [
          spelt(amount, currency),
          spelt(refinanced, currency),
          contract.registration,
          from.registration,
        ]);
      }
    }
    const available = availableOf(to);
    if (available && amount.gt(available)) throw exceeds('ARBITRATION_EXCEEDS_AVAILABLE', available, to);

    const transferId = randomUUID();
    const fundings = contract
      ? await moveContractFundings(db, catalogue, trx, actor, {
          sources,
          amount,
          contract: contract.registration,
          to,
          currency,
          date,
          transferId,
        })
      : [];
    const funds = new EntityService(db, catalogue, fundEntity);
    const fromFund = await funds.patchWithin(
      trx,
      actor,
      from._id,
      figuresAfter(from, amount.negated(), currency),
    );
    const toFund = await funds.patchWithin(trx, actor, to._id, figuresAfter(to, amount, currency));
    const leg = (fund: EntityRecord, other: EntityRecord, signed: MoneyValue, label: string) => ({
      type: 'FUND_ARBITRATION',
      name: `Arbitration ${from.registration} to ${to.registration}`,
      fundRegistration: fund.registration,
      ...(contract ? { contractRegistration: contract.registration } : {}),
      amount: toStored(signed, currency),
      currency,
      date,
      valueDate: date,
      label: `${label} ${nameOf(fund)}, ${signed.isNegative() ? 'moved to' : 'moved from'} ${nameOf(other)}${contract ? ` (contract ${contract.registration})` : ''}`,
      transferId,
    });
    const operations = await writeMatchedLegs(db, catalogue, trx, actor, [
      leg(from, to, amount.negated(), 'Repaid to'),
      leg(to, from, amount, 'Drawn on'),
    ]);
    return { transferId, fromFund, toFund, operations, fundings };
  });
}

/**
 * What a fund may still take on: its available figure, or its credit limit less its outstanding
 * when it has none; nothing to hold to for a fund without a credit limit.
 */
function availableOf(fund: EntityRecord): MoneyValue | undefined {
  if (typeof fund.creditLimit !== 'number') return undefined;
  if (typeof fund.available === 'number') return storedMoney(fund.available);
  return storedMoney(fund.creditLimit).minus(storedMoney(fund.outstanding));
}

/** A fund's figures once it takes on `change` (negative: gives it up): outstanding up, available down. */
function figuresAfter(fund: EntityRecord, change: MoneyValue, currency: string) {
  const available = availableOf(fund);
  return {
    outstanding: toStored(storedMoney(fund.outstanding).plus(change), currency),
    ...(available ? { available: toStored(available.minus(change), currency) } : {}),
  };
}

const nameOf = (fund: EntityRecord) =>
  `fund ${typeof fund.name === 'string' && fund.name !== '' ? `${fund.name} (${fund.registration})` : fund.registration}`;
