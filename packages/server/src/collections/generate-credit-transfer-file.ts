import type { EntityRecord } from '@lessor/domain/api';
import {
  creditTransferFile,
  creditTransfersDue,
  type InvoiceNotPaid,
  type PayableDue,
} from '@lessor/domain/collections';
import { LessorError } from '@lessor/domain/errors';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { assertCompanyAccount, heldByTheCompany } from './company-accounts.ts';
import { findCompanyAccount, sepaPartyOf } from './find-company-account.ts';
import { lockInvoicesDue } from './lock-invoices-due.ts';
import { personOfRole, personsByRegistration, textOf } from './payers.ts';
import { type FileProgress, writePaymentFile } from './write-payment-file.ts';

/** `POST /api/bank/payment-files/credit-transfers`: the execution date, and the company's account to pay from. */
export interface CreditTransferRequest {
  /** YYYY-MM-DD: the payable invoices due by then are paid, on that day. */
  executionDate: string;
  /** A BankAccount's registration; the company's first active account with an IBAN when absent. */
  debtorBankAccount?: string;
}

/** The PaymentFile made, and the payable invoices due that it left out, with their reasons. */
type CreditTransferRun = EntityRecord & { notPaid: InvoiceNotPaid[] };

/**
 * Makes the credit-transfer file of the payable invoices due by a day, in one transaction: the
 * PaymentFile with a line per payment and its pain.001.001.09 XML as its PAIN001 document (valid
 * against the official schema, or nothing is written), each invoice paid moved to PAYMENT_PENDING by
 * its ORDER_PAYMENT transition, in the caller's transaction. The invoices are locked while it runs, so
 * two runs never pay one twice.
 */
export async function generateCreditTransferFile(
  trx: TenantTransaction,
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: CreditTransferRequest,
  progress: FileProgress = async () => {},
): Promise<CreditTransferRun> {
  const debtor = await debtorAccount(trx, actor.tenant, request.debtorBankAccount);
  const invoices = await payablesDue(trx, actor.tenant, request.executionDate);
  const payees = await personsByRegistration(
    trx,
    actor.tenant,
    invoices.map((invoice) => invoice.due.payeeRegistration),
  );
  const due = creditTransfersDue(
    invoices.map((invoice) => invoice.due),
    payees,
  );
  if (due.instructions.length === 0) throw new LessorError('NOTHING_TO_PAY', [request.executionDate]);

  const generated = await writePaymentFile(trx, db, catalogue, actor, {
    type: 'CREDIT_TRANSFER',
    name: `Supplier payments of ${request.executionDate}`,
    day: request.executionDate,
    bankAccountRegistration: debtor.registration,
    build: (messageId) =>
      creditTransferFile({
        messageId,
        createdAt: new Date(),
        debtor,
        batches: [{ executionDate: request.executionDate, instructions: due.instructions }],
      }),
    message: 'pain.001.001.09',
    documentType: 'PAIN001',
    lines: due.instructions.map((instruction) => ({
      invoiceRegistration: instruction.endToEndId,
      amount: instruction.amount,
      bankIban: instruction.creditor.account.iban,
    })),
    invoiceIds: new Map(invoices.map((invoice) => [invoice.due.registration, invoice.id])),
    invoiceTransition: 'ORDER_PAYMENT',
    progress,
  });
  return { ...generated, notPaid: due.notPaid };
}

/**
 * The account paid from: the one asked, or the first active one of the company (nobody owns it, or
 * the company's own organisation does) with an IBAN. Persons' accounts are theirs to pay from.
 */
async function debtorAccount(trx: TenantTransaction, tenant: string, registration: string | undefined) {
  const account = await findCompanyAccount(
    trx,
    tenant,
    registration,
    sql<boolean>`status = 'ACTIVE' and coalesce(data->>'isInactive', 'false') <> 'true'
      and ${heldByTheCompany(tenant)} and coalesce(data->>'bankIban', '') <> ''`,
  );
  if (!account) throw new LessorError('NO_DEBTOR_ACCOUNT');
  const usable =
    account.status === 'ACTIVE' && account.isInactive !== true && textOf(account.bankIban) !== '';
  if (!usable) throw new LessorError('DEBTOR_ACCOUNT_UNUSABLE', [account.registration]);
  await assertCompanyAccount(trx, tenant, account);
  return { registration: account.registration, ...sepaPartyOf(account, tenant) };
}

/**
 * The payable invoices due by the day, paid by transfer (or by no mode said), with their payee;
 * an invoice nobody is to be paid for is no payment.
 */
async function payablesDue(trx: TenantTransaction, tenant: string, executionDate: string) {
  const rows = await lockInvoicesDue(trx, tenant, { dueBy: executionDate, pr: 'P', paymentMode: 'TRANSFER' });
  return rows.flatMap((row) => {
    const payee = personOfRole(row.data, 'PAYEE');
    if (payee === '') return [];
    const due: PayableDue = {
      registration: row.registration,
      balance: row.balance,
      dueDate: row.dueDate,
      payeeRegistration: payee,
      ...(textOf(row.data.invoiceNumber) ? { invoiceNumber: textOf(row.data.invoiceNumber) } : {}),
      ...(row.type ? { type: row.type } : {}),
    };
    return [{ id: row.id, due }];
  });
}
