import { randomUUID } from 'node:crypto';
import type { EntityRecord, InternalTransfer } from '@lessor/domain/api';
import { bankAccountEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { MoneyValue } from '@lessor/domain/finance';
import { storedMoney } from '@lessor/domain/finance';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import { assertCompanyAccount } from '../collections/company-accounts.ts';
import type { Database } from '../db/database.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { assertActiveAccount, currencyOf, overdraftOn } from './company-account.ts';
import { lockRecordPair } from './lock-record-pair.ts';
import { assertCurrencyDecimals, spelt, toStored } from './read-treasury-body.ts';
import { writeMatchedLegs } from './write-matched-legs.ts';

/** A transfer asked: the accounts by registration or id, the amount exact, the day it is booked. */
export interface TransferRequest {
  fromAccount: string;
  toAccount: string;
  amount: MoneyValue;
  date: string;
  label: string | undefined;
}

/**
 * Moves money between two of the company's accounts (docs/treasury.md) in one transaction: a
 * negative leg on the account debited and a positive one on the account credited, both
 * INTERNAL_TRANSFER, sharing a transfer id, MATCHED; both balances moved by the exact amount. Refuses,
 * writing nothing, one account twice, an account of a person or not active, two currencies, and a
 * debit that would take the balance beyond the account's authorised overdraft on that day.
 */
export async function transferBetweenAccounts(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: TransferRequest,
): Promise<InternalTransfer> {
  return withTenant(db.app, actor.tenant, async (trx) => {
    const [from, to] = await lockRecordPair(
      trx,
      actor.tenant,
      bankAccountEntity,
      request.fromAccount,
      request.toAccount,
    );
    if (from._id === to._id) throw new LessorError('TRANSFER_SAME_ACCOUNT', [from.registration]);
    for (const account of [from, to]) {
      await assertCompanyAccount(trx, actor.tenant, account);
      assertActiveAccount(account);
    }
    const currency = currencyOf(from);
    if (currencyOf(to) !== currency) {
      const label = bankAccountEntity.label;
      throw new LessorError('CURRENCY_MISMATCH', [
        label,
        from.registration,
        currency,
        label,
        to.registration,
        currencyOf(to),
      ]);
    }
    assertCurrencyDecimals(request.amount, 'amount', 'above zero', currency);
    const fromBalance = storedMoney(from.balance);
    const afterDebit = fromBalance.minus(request.amount);
    const overdraft = overdraftOn(from, request.date);
    if (afterDebit.lt(overdraft.negated())) {
      throw new LessorError('OVERDRAFT_EXCEEDED', [
        spelt(request.amount, currency),
        from.registration,
        spelt(fromBalance, currency),
        spelt(afterDebit, currency),
        spelt(overdraft, currency),
      ]);
    }

    const accounts = new EntityService(db, catalogue, bankAccountEntity);
    const transferId = randomUUID();
    const leg = (account: EntityRecord, other: EntityRecord, amount: MoneyValue) => ({
      type: 'INTERNAL_TRANSFER',
      name: `Transfer ${from.registration} to ${to.registration}`,
      bankAccountRegistration: account.registration,
      counterpartAccountRegistration: other.registration,
      amount: toStored(amount, currency),
      currency,
      date: request.date,
      valueDate: request.date,
      label: request.label ?? `Transfer from ${nameOf(from)} to ${nameOf(to)}`,
      transferId,
    });
    const [debit, credit] = await writeMatchedLegs(db, catalogue, trx, actor, [
      leg(from, to, request.amount.negated()),
      leg(to, from, request.amount),
    ]);
    if (!debit || !credit) throw new Error('unreachable: two legs were written');
    const fromAccount = await accounts.patchWithin(trx, actor, from._id, {
      balance: toStored(afterDebit, currency),
    });
    const toAccount = await accounts.patchWithin(trx, actor, to._id, {
      balance: toStored(storedMoney(to.balance).plus(request.amount), currency),
    });
    return { transferId, debit, credit, fromAccount, toAccount };
  });
}

const nameOf = (account: EntityRecord) =>
  typeof account.name === 'string' && account.name !== '' ? account.name : account.registration;
