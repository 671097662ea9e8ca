import type { EntityRecord } from '@lessor/domain/api';
import {
  collectionsDue,
  directDebitFile,
  type InvoiceDue,
  type InvoiceNotCollected,
} from '@lessor/domain/collections';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { findCompanyAccount, sepaPartyOf } from './find-company-account.ts';
import { lockInvoicesDue } from './lock-invoices-due.ts';
import { payerOf, personsByRegistration, textOf } from './payers.ts';
import { type FileProgress, writePaymentFile } from './write-payment-file.ts';

/** `POST /api/bank/payment-files/direct-debits`: the collection date, and the company's account to credit. */
export interface DirectDebitRequest {
  /** YYYY-MM-DD: the invoices due by then are collected, on that day. */
  dueDate: string;
  /** A BankAccount's registration; the first active account with a creditor identifier when absent. */
  creditorBankAccount?: string;
}

/** The PaymentFile made, and the invoices due that it left out, with their reasons. */
type DirectDebitRun = EntityRecord & { notCollected: InvoiceNotCollected[] };

/**
 * Makes the direct-debit collection file of the invoices due by a day, in the caller's transaction:
 * the PaymentFile with a line per collection (its debtor, mandate, scheme and sequence) and its
 * pain.008.001.08 XML as its PAIN008 document (valid against the official schema, or nothing is
 * written), each collected invoice moved to COLLECTION_PENDING by its COLLECT transition. The
 * mandates move on when the file is sent (`paymentFileHooks`). The invoices are locked while it
 * runs, so two runs never collect one twice.
 */
export async function generateDirectDebitFile(
  trx: TenantTransaction,
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: DirectDebitRequest,
  progress: FileProgress = async () => {},
): Promise<DirectDebitRun> {
  const creditor = await creditorAccount(trx, actor.tenant, request.creditorBankAccount);
  const invoices = await invoicesDue(trx, actor.tenant, request.dueDate);
  const payers = await personsByRegistration(
    trx,
    actor.tenant,
    invoices.map((invoice) => invoice.due.payerRegistration),
  );
  const due = collectionsDue(
    invoices.map((invoice) => invoice.due),
    payers,
    creditor.creditorId,
  );
  if (due.batches.length === 0) throw new LessorError('NOTHING_TO_COLLECT', [request.dueDate]);

  const payerOfInvoice = new Map(
    invoices.map((invoice) => [invoice.due.registration, invoice.due.payerRegistration]),
  );
  const generated = await writePaymentFile(trx, db, catalogue, actor, {
    type: 'DIRECT_DEBIT',
    name: `Direct debits of ${request.dueDate}`,
    day: request.dueDate,
    bankAccountRegistration: creditor.registration,
    build: (messageId) =>
      directDebitFile({
        messageId,
        createdAt: new Date(),
        collectionDate: request.dueDate,
        creditor: { name: creditor.name, creditorId: creditor.creditorId, account: creditor.account },
        batches: due.batches,
      }),
    message: 'pain.008.001.08',
    documentType: 'PAIN008',
    lines: due.batches.flatMap((batch) =>
      batch.instructions.map((instruction) => ({
        invoiceRegistration: instruction.endToEndId,
        amount: instruction.amount,
        bankIban: instruction.debtor.account.iban,
        payerRegistration: payerOfInvoice.get(instruction.endToEndId),
        mandateReference: instruction.mandate.reference,
        scheme: batch.scheme,
        sequenceType: batch.sequence,
      })),
    ),
    invoiceIds: new Map(invoices.map((invoice) => [invoice.due.registration, invoice.id])),
    invoiceTransition: 'COLLECT',
    progress,
  });
  return { ...generated, notCollected: due.notCollected };
}

/**
 * The account credited: the one asked, or the first active one with a creditor identifier, which only
 * the company's own accounts hold.
 */
async function creditorAccount(trx: TenantTransaction, tenant: string, registration: string | undefined) {
  const account = await findCompanyAccount(
    trx,
    tenant,
    registration,
    sql<boolean>`status = 'ACTIVE' and coalesce(data->>'sepaCreditorIdentifier', '') <> ''`,
  );
  if (!account) throw new LessorError('NO_CREDITOR_ACCOUNT');
  const creditorId = textOf(account.sepaCreditorIdentifier);
  if (!creditorId) throw new LessorError('CREDITOR_IDENTIFIER_MISSING', [account.registration]);
  return { registration: account.registration, creditorId, ...sepaPartyOf(account, tenant) };
}

/** The receivable invoices due by the day, paid by direct debit (or by no mode said), with their payer. */
async function invoicesDue(trx: TenantTransaction, tenant: string, dueDate: string) {
  const rows = await lockInvoicesDue(trx, tenant, { dueBy: dueDate, pr: 'R', paymentMode: 'DIRECT_DEBIT' });
  return rows.flatMap((row) => {
    const payer = payerOf(row.data);
    if (payer === '') return [];
    const due: InvoiceDue = {
      registration: row.registration,
      balance: row.balance,
      dueDate: row.dueDate,
      payerRegistration: payer,
      ...(typeof row.data.contractRegistration === 'string'
        ? { contractRegistration: row.data.contractRegistration }
        : {}),
    };
    return [{ id: row.id, due }];
  });
}
