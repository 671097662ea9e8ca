import type { EntityRecord } from '@lessor/domain/api';
import {
  type BankStatement,
  type PaymentMatch,
  returnReasonText,
  type StatementEntry,
  type StatementTransaction,
} from '@lessor/domain/collections';
import { bankStatementEntity, type EntityDefinition } from '@lessor/domain/entities';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import type { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';

/** A camt file as uploaded. */
export interface StatementFile {
  fileName: string;
  content: Buffer;
}

/** One payment of a statement, with the entry that booked it and the invoice matching found. */
export interface Payment {
  entry: StatementEntry;
  transaction: StatementTransaction;
  match: PaymentMatch | undefined;
}

/** The day as the server's clock reads it, YYYY-MM-DD (UTC). */
export const today = () => new Date().toISOString().slice(0, 10);

/** The BankStatement of a statement read, with the file as its document. */
export async function writeStatement(
  trx: TenantTransaction,
  actor: Actor,
  serviceOf: (entity: EntityDefinition) => EntityService,
  db: Database,
  statement: BankStatement,
  account: EntityRecord,
  camt: EntityRecord | undefined,
  file: StatementFile,
): Promise<EntityRecord> {
  const lastBooking = statement.entries.at(-1)?.bookedOn;
  const [record] = await serviceOf(bankStatementEntity).createWithin(trx, actor, [
    {
      type: statement.message.startsWith('camt.054') ? 'INTRADAY' : 'END_OF_DAY',
      name: `Statement ${statement.id}`,
      bankAccountRegistration: account.registration,
      ...(camt ? { camtRegistration: camt.registration } : {}),
      statementId: statement.id,
      date: statement.closingBalance?.on ?? lastBooking ?? today(),
      ...(statement.openingBalance ? { openingBalance: Number(statement.openingBalance.amount) } : {}),
      ...(statement.closingBalance ? { closingBalance: Number(statement.closingBalance.amount) } : {}),
      currency: statement.account.currency ?? 'EUR',
    },
  ]);
  if (!record) throw new Error('unreachable: one body gives one record');
  await new DocumentStore(
    trx,
    {
      tenant: actor.tenant,
      entityName: bankStatementEntity.name,
      recordId: record._id,
      registration: record.registration,
    },
    db,
  ).add(
    {
      name: file.fileName,
      type: statement.message.startsWith('camt.054') ? 'CAMT054' : 'CAMT053',
      mimeType: 'application/xml',
      content: file.content,
    },
    actor.username,
  );
  return record;
}

/**
 * The payments booked on a statement, each with its entry: the transactions an entry details, or the
 * entry itself when it details none. Entries still pending at the bank are not on the books yet.
 */
export function bookedPayments(statement: BankStatement) {
  return statement.entries
    .filter((entry) => entry.status === 'BOOK' || entry.status === '')
    .flatMap((entry) =>
      (entry.transactions.length > 0
        ? entry.transactions
        : [{ amount: entry.amount, counterparty: {} } satisfies StatementTransaction]
      ).map((transaction) => ({ entry, transaction })),
    );
}

export function transactionBody(payment: Payment, statement: EntityRecord, read: BankStatement) {
  const { entry, transaction, match } = payment;
  const remittance = transaction.remittance ?? '';
  return {
    type: entry.direction === 'CRDT' ? 'CREDIT' : 'DEBIT',
    statementRegistration: statement.registration,
    date: entry.bookedOn ?? statement.date,
    amount: Number(transaction.amount),
    currency: read.account.currency ?? 'EUR',
    label: remittance.slice(0, 140) || transaction.counterparty.name || entry.reference || '',
    counterparty: transaction.counterparty.name ?? '',
    counterpartyIban: transaction.counterparty.iban ?? '',
    remittance,
    endToEndId: transaction.endToEndId ?? '',
    mandateId: transaction.mandateId ?? '',
    bankReference: entry.reference ?? '',
    ...(transaction.returnReason ? { returnReason: returnReasonText(transaction.returnReason) } : {}),
    // The best invoice matching found: the allocation's when sure, a clerk's suggestion otherwise.
    ...(match
      ? { invoiceRegistration: match.item.reference, matchedBy: match.rule, confidence: match.confidence }
      : {}),
  };
}
