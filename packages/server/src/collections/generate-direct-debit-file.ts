import type { EntityRecord } from '@lessor/domain/api';
import {
  collectionsDue,
  directDebitFile,
  type InvoiceDue,
  type InvoiceNotCollected,
} from '@lessor/domain/collections';
import {
  bankAccountEntity,
  type EntityDefinition,
  invoiceEntity,
  paymentFileEntity,
  paymentFileLineEntity,
  personEntity,
} from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import { toFixedDecimal } from '@lessor/domain/formats';
import { sql } from 'kysely';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import { answerOnce, type Idempotency, type StoredAnswer } from '../entities/writing/idempotency.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction, withTenant } from '../tenancy/with-tenant.ts';
import { bankAccountsOf, mandatesOf, payerOf, payersByRegistration, textOf } from './payers.ts';
import { iso20022Problems } from './validate-iso20022.ts';

/** `POST /api/bank/payment-files/direct-debits`: the collection date, and the company's account to credit. */
export interface DirectDebitRequest {
  /** YYYY-MM-DD: the invoices due by then are collected, on that day. */
  dueDate: string;
  /** A BankAccount's registration; the first active account with a creditor identifier when absent. */
  creditorBankAccount?: string;
}

/** The PaymentFile made, and the invoices due that it left out, with their reasons. */
export type DirectDebitRun = EntityRecord & { notCollected: InvoiceNotCollected[] };

/** Invoice statuses still owing money that a direct debit may collect. */
const collectableStatuses = ['ISSUED', 'SENT', 'PARTIALLY_PAID'];

/**
 * Makes the direct-debit collection file of the invoices due by a day, in one transaction: the
 * PaymentFile with a line per collection (its debtor, mandate, scheme and sequence) and its
 * pain.008.001.08 XML as its PAIN008 document (valid against the official schema, or nothing is
 * written), each collected invoice moved to COLLECTION_PENDING by its COLLECT transition. The
 * mandates move on when the file is sent (`paymentFileHooks`). The invoices are locked while it
 * runs, so two runs never collect one twice; a replay of the request's `Idempotency-Key` answers the
 * file the first made.
 */
export async function generateDirectDebitFile(
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  request: DirectDebitRequest,
  idempotency?: Idempotency,
): Promise<StoredAnswer> {
  const serviceOf = (entity: EntityDefinition) => new EntityService(db, catalogue, entity);
  return withTenant(db.app, actor.tenant, (trx) =>
    answerOnce(trx, actor.tenant, idempotency, 201, async (): Promise<DirectDebitRun> => {
      const creditor = await creditorAccount(trx, actor.tenant, request.creditorBankAccount);
      const invoices = await invoicesDue(trx, actor.tenant, request.dueDate);
      const payers = await payersByRegistration(
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

      const files = serviceOf(paymentFileEntity);
      const [draft] = await files.createWithin(trx, actor, [
        {
          type: 'DIRECT_DEBIT',
          name: `Direct debits of ${request.dueDate}`,
          fileDate: new Date().toISOString().slice(0, 10),
          collectionDate: request.dueDate,
          bankAccountRegistration: creditor.registration,
          currency: 'EUR',
        },
      ]);
      if (!draft) throw new Error('unreachable: one body gives one record');
      const file = directDebitFile({
        messageId: draft.registration,
        createdAt: new Date(),
        collectionDate: request.dueDate,
        creditor: { name: creditor.name, creditorId: creditor.creditorId, account: creditor.account },
        batches: due.batches,
      });
      const problems = await iso20022Problems(file.xml, 'pain.008.001.08');
      // The builder's own output failing the schema is a fault of ours: nothing is written.
      if (problems.length > 0) throw new Error(`pain.008 file refused by its schema: ${problems.join('; ')}`);

      const payerOfInvoice = new Map(
        invoices.map((invoice) => [invoice.due.registration, invoice.due.payerRegistration]),
      );
      const instructions = due.batches.flatMap((batch) => batch.instructions);
      await serviceOf(paymentFileLineEntity).createWithin(
        trx,
        actor,
        due.batches.flatMap((batch) =>
          batch.instructions.map((instruction) => ({
            type: 'DIRECT_DEBIT',
            paymentFileRegistration: draft.registration,
            invoiceRegistration: instruction.endToEndId,
            amount: Number(instruction.amount),
            bankIban: instruction.debtor.account.iban,
            payerRegistration: payerOfInvoice.get(instruction.endToEndId),
            mandateReference: instruction.mandate.reference,
            scheme: batch.scheme,
            sequenceType: batch.sequence,
          })),
        ),
      );
      await new DocumentStore(trx, {
        tenant: actor.tenant,
        entityName: paymentFileEntity.name,
        recordId: draft._id,
        registration: draft.registration,
      }).add(
        {
          name: `${draft.registration}.xml`,
          type: 'PAIN008',
          mimeType: 'application/xml',
          content: Buffer.from(file.xml, 'utf8'),
        },
        actor.username,
      );
      const invoiceService = serviceOf(invoiceEntity);
      const idOf = new Map(invoices.map((invoice) => [invoice.due.registration, invoice.id]));
      for (const instruction of instructions) {
        await invoiceService.transitionWithin(trx, actor, idOf.get(instruction.endToEndId) ?? '', 'COLLECT');
      }
      await files.patchWithin(trx, actor, draft._id, {
        amount: Number(file.controlSum),
        lineCount: file.transactions,
      });
      const generated = await files.transitionWithin(trx, actor, draft._id, 'GENERATE');
      return { ...generated, notCollected: due.notCollected };
    }),
  );
}

/**
 * The account credited: the one asked, or the first active one with a creditor identifier, which only
 * the company's own accounts hold.
 */
async function creditorAccount(trx: TenantTransaction, tenant: string, registration: string | undefined) {
  let query = entityTables(trx).selectFrom(bankAccountEntity.table).selectAll().where('tenant', '=', tenant);
  query = registration
    ? query.where('registration', '=', registration)
    : query
        .where('status', '=', 'ACTIVE')
        .where(sql<boolean>`coalesce(data->>'sepaCreditorIdentifier', '') <> ''`)
        .orderBy('registration')
        .limit(1);
  const row = await query.executeTakeFirst();
  if (!row) {
    if (registration)
      throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [bankAccountEntity.label, registration]);
    throw new LessorError('NO_CREDITOR_ACCOUNT');
  }
  const account = rowToRecord(row);
  const creditorId = textOf(account.sepaCreditorIdentifier);
  if (!creditorId) throw new LessorError('CREDITOR_IDENTIFIER_MISSING', [account.registration]);
  const bic = textOf(account.bankBic);
  return {
    registration: account.registration,
    creditorId,
    name: textOf(account.bankOwner) || textOf(account.name) || tenant,
    account: { iban: textOf(account.bankIban), ...(bic ? { bic } : {}) },
  };
}

/**
 * The receivable invoices due by the day that still owe money, in a status a direct debit collects,
 * paid by direct debit (or by no mode said), locked for this run, with their payer.
 */
async function invoicesDue(trx: TenantTransaction, tenant: string, dueDate: string) {
  const { rows } = await sql<{ id: string; registration: string; data: Record<string, unknown> }>`
    select id, registration, data from ${sql.table(invoiceEntity.table)}
    where tenant = ${tenant} and status in (${sql.join(collectableStatuses)})
      and left(data->>'dueDate', 10) <= ${dueDate}
      and coalesce(data->>'paymentMode', 'DIRECT_DEBIT') = 'DIRECT_DEBIT'
      and coalesce(data->>'pr', 'R') = 'R'
    order by registration
    for update`.execute(trx);
  return rows.flatMap((row) => {
    const payer = payerOf(row.data);
    if (payer === '') return [];
    const due: InvoiceDue = {
      registration: row.registration,
      balance: toFixedDecimal(row.data.totalBalance, 2) ?? '0',
      dueDate: String(row.data.dueDate ?? '').slice(0, 10),
      payerRegistration: payer,
      ...(typeof row.data.contractRegistration === 'string'
        ? { contractRegistration: row.data.contractRegistration }
        : {}),
    };
    return [{ id: row.id, due }];
  });
}
