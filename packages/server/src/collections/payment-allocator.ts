import type { EntityRecord } from '@lessor/domain/api';
import {
  bankTransactionEntity,
  cashflowAllocationEntity,
  type EntityDefinition,
  invoiceEntity,
  personEntity,
  taskEntity,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue, storedMoney } from '@lessor/domain/finance';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { RelatedWrites } from '../entities/hooks/entity-hooks.ts';
import { findRecordRow } from '../entities/reading/find-record.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { bankAccountsOf, mandatesOf, payerOf, textOf } from './payers.ts';

/** The invoice statuses still owing money that a payment may settle. */
export const openInvoiceStatuses = [
  'ISSUED',
  'SENT',
  'PARTIALLY_PAID',
  'COLLECTION_PENDING',
  'PAYMENT_PENDING',
];

/** A share of a payment for one invoice. */
export interface InvoiceShare {
  invoiceRegistration: string;
  amount: MoneyValue;
}

/** The bank's return of a payment, a direct debit or a transfer, as the statement tells it. */
export interface PaymentReturn {
  invoiceRegistration: string;
  amount: MoneyValue;
  /** The reason as a clerk reads it: 'AM04 Insufficient funds'. */
  reason: string;
  mandateId?: string;
  on: string;
}

/**
 * Ties bank transactions to the invoices they pay, in a transaction the caller holds, each write
 * through its entity's service (checks, history, hooks): allocating part of a payment to an invoice
 * writes a CashflowAllocation, lowers the invoice's balance and marks it paid or part paid; a
 * payment sent back (a direct debit returned, a transfer refused) undoes that, reopens the invoice,
 * records a direct debit's reason on the payer's mandate and raises a task for the collections team.
 */
export class PaymentAllocator {
  readonly #trx: TenantTransaction;
  readonly #actor: Actor;
  readonly #serviceOf: (entity: EntityDefinition) => EntityService;

  constructor(db: Database, catalogue: EntityCatalogue, trx: TenantTransaction, actor: Actor) {
    this.#trx = trx;
    this.#actor = actor;
    this.#serviceOf = (entity) => new EntityService(db, catalogue, entity);
  }

  /** Patches and transitions of any entity's records in the allocator's transaction. */
  get writes(): Pick<RelatedWrites, 'patch' | 'transition'> {
    return {
      patch: (entity, id, body) => this.#serviceOf(entity).patchWithin(this.#trx, this.#actor, id, body),
      transition: (entity, id, code) =>
        this.#serviceOf(entity).transitionWithin(this.#trx, this.#actor, id, code),
    };
  }

  /**
   * Allocates shares of a PENDING transaction to invoices; the transaction is MATCHED once its whole
   * amount is allocated. Refuses, writing nothing, a share above what the transaction has left or
   * above what its invoice still owes.
   */
  async allocate(
    transaction: EntityRecord,
    shares: readonly InvoiceShare[],
    on: string,
  ): Promise<EntityRecord> {
    if (transaction.status !== 'PENDING') {
      throw new LessorError('TRANSITION_NOT_ALLOWED', [
        'ALLOCATE',
        bankTransactionEntity.label,
        transaction.registration,
        String(transaction.status),
      ]);
    }
    const allocated = storedMoney(transaction.allocatedAmount);
    const left = storedMoney(transaction.amount).minus(allocated);
    const total = shares.reduce((sum, share) => sum.plus(share.amount), new Money(0));
    if (total.gt(left)) {
      throw new LessorError('ALLOCATION_EXCEEDS_PAYMENT', [
        total.toFixed(2),
        left.toFixed(2),
        transaction.registration,
      ]);
    }
    for (const share of shares) await this.#settle(transaction, share, on);
    const nowAllocated = allocated.plus(total);
    const [first] = shares;
    const changes = {
      allocatedAmount: Number(nowAllocated.toFixed(2)),
      ...(first && !transaction.invoiceRegistration
        ? { invoiceRegistration: first.invoiceRegistration }
        : {}),
    };
    const bankTransactions = this.#serviceOf(bankTransactionEntity);
    if (nowAllocated.lt(storedMoney(transaction.amount)))
      return bankTransactions.patchWithin(this.#trx, this.#actor, transaction._id, changes);
    return bankTransactions.transitionWithin(this.#trx, this.#actor, transaction._id, 'ALLOCATE', changes);
  }

  /**
   * One invoice's share: the allocation, the lower balance, and PAY or PAY_PART. Money received
   * settles what we are owed, money paid out what we owe.
   */
  async #settle(transaction: EntityRecord, share: InvoiceShare, on: string): Promise<void> {
    const invoice = await this.#invoice(share.invoiceRegistration);
    const payable = invoice.pr === 'P';
    if (payable !== (transaction.type === 'DEBIT')) {
      throw new LessorError('PAYMENT_DIRECTION_MISMATCH', [
        transaction.registration,
        payable ? 'received' : 'paid out',
        invoice.registration,
        payable ? 'payable' : 'receivable',
      ]);
    }
    const owed = openInvoiceStatuses.includes(String(invoice.status))
      ? storedMoney(invoice.totalBalance)
      : new Money(0);
    if (share.amount.gt(owed)) {
      throw new LessorError('ALLOCATION_EXCEEDS_BALANCE', [
        share.amount.toFixed(2),
        invoice.registration,
        owed.toFixed(2),
      ]);
    }
    await this.#serviceOf(cashflowAllocationEntity).createWithin(this.#trx, this.#actor, [
      {
        type: 'PAYMENT',
        name: `${transaction.registration} to ${invoice.registration}`,
        bankTransactionRegistration: transaction.registration,
        invoiceRegistration: invoice.registration,
        ...(invoice.cashflowRegistration ? { cashflowRegistration: invoice.cashflowRegistration } : {}),
        amount: Number(share.amount.toFixed(2)),
        date: on,
      },
    ]);
    const invoices = this.#serviceOf(invoiceEntity);
    const remaining = owed.minus(share.amount);
    // Paid the day the bank booked the money, not the day the statement was read.
    if (remaining.isZero())
      await invoices.transitionWithin(this.#trx, this.#actor, invoice._id, 'PAY', {
        paymentDate: `${on}T00:00:00.000Z`,
      });
    else
      await invoices.transitionWithin(this.#trx, this.#actor, invoice._id, 'PAY_PART', {
        totalBalance: Number(remaining.toFixed(2)),
      });
  }

  /**
   * A payment sent back by the other party's bank, a direct debit we collected or a transfer we
   * made: the transaction is RETURNED, what it had paid of the invoice is owed again (its allocations
   * set INACTIVE), the invoice reopened, a direct debit's reason kept on the mandate collected, and a
   * task raised.
   */
  async recordReturn(transaction: EntityRecord, back: PaymentReturn): Promise<EntityRecord> {
    const invoice = await this.#invoice(back.invoiceRegistration);
    await this.#undoAllocations(invoice.registration, back.amount);
    const invoices = this.#serviceOf(invoiceEntity);
    const pending = ['COLLECTION_PENDING', 'PAYMENT_PENDING'].includes(String(invoice.status));
    if (pending || ['PARTIALLY_PAID', 'PAID'].includes(String(invoice.status))) {
      const total = storedMoney(invoice.amountInclTax);
      // What was still owed, and the money that came back, capped at what the invoice asks.
      const owedBefore = invoice.status === 'PAID' ? new Money(0) : storedMoney(invoice.totalBalance);
      const owed = pending ? owedBefore : Money.min(total, owedBefore.plus(back.amount));
      await invoices.transitionWithin(this.#trx, this.#actor, invoice._id, 'REOPEN', {
        totalBalance: Number(owed.toFixed(2)),
      });
      if (owed.lt(total)) await invoices.transitionWithin(this.#trx, this.#actor, invoice._id, 'PAY_PART');
    }
    const payable = invoice.pr === 'P';
    if (!payable) await this.#noteOnMandate(invoice, back);
    await this.#serviceOf(taskEntity).createWithin(this.#trx, this.#actor, [
      {
        type: 'FOLLOW_UP',
        subject: `${payable ? 'Transfer paying' : 'Direct debit of'} ${invoice.registration} returned: ${back.reason}`,
        entityRegistration: invoice.registration,
        priority: 'HIGH',
        ownerUsername: this.#actor.username,
        dueDate: back.on,
      },
    ]);
    return this.#serviceOf(bankTransactionEntity).transitionWithin(
      this.#trx,
      this.#actor,
      transaction._id,
      'RETURN',
      { invoiceRegistration: invoice.registration, returnReason: back.reason },
    );
  }

  /** The payments allocated to the invoice that the return takes back, newest first, set INACTIVE. */
  async #undoAllocations(invoiceRegistration: string, amount: MoneyValue): Promise<void> {
    const { rows } = await sql<{ id: string; data: Record<string, unknown> }>`
      select id, data from ${sql.table(cashflowAllocationEntity.table)}
      where tenant = ${this.#actor.tenant} and status = 'ACTIVE' and type = 'PAYMENT'
        and data->>'invoiceRegistration' = ${invoiceRegistration}
      order by registration desc`.execute(this.#trx);
    let left = amount;
    const allocations = this.#serviceOf(cashflowAllocationEntity);
    for (const row of rows) {
      if (left.lte(0)) break;
      await allocations.transitionWithin(this.#trx, this.#actor, row.id, 'DEACTIVATE');
      left = left.minus(storedMoney(row.data.amount));
    }
  }

  /** The return's date and reason on the payer's mandate collected: by its reference, else its first active one. */
  async #noteOnMandate(invoice: EntityRecord, back: PaymentReturn): Promise<void> {
    const payer = payerOf(invoice);
    if (!payer) return;
    const person = rowToRecord(
      await findRecordRow(this.#trx, this.#actor.tenant, personEntity, payer, { forUpdate: true }),
    );
    let noted = false;
    const bankAccounts = bankAccountsOf(person).map((account) => {
      const sepaMandates = mandatesOf(account).map((mandate) => {
        if (noted || (back.mandateId && textOf(mandate.rumReference) !== back.mandateId)) return mandate;
        if (!back.mandateId && mandate.rumStatus !== 'ACTIVE') return mandate;
        noted = true;
        return { ...mandate, lastReturnDate: back.on, lastReturnReason: back.reason };
      });
      return Array.isArray(account.sepaMandates) ? { ...account, sepaMandates } : account;
    });
    if (noted)
      await this.#serviceOf(personEntity).patchWithin(this.#trx, this.#actor, person._id, { bankAccounts });
  }

  async #invoice(registration: string): Promise<EntityRecord> {
    return rowToRecord(
      await findRecordRow(this.#trx, this.#actor.tenant, invoiceEntity, registration, { forUpdate: true }),
    );
  }
}
