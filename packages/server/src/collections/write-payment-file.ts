import type { EntityRecord } from '@lessor/domain/api';
import type { SepaFile } from '@lessor/domain/collections';
import {
  type EntityDefinition,
  invoiceEntity,
  paymentFileEntity,
  paymentFileLineEntity,
} from '@lessor/domain/entities';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { DocumentStore } from '../documents/document-store.ts';
import { EntityService } from '../entities/writing/entity-service.ts';
import type { Actor } from '../tenancy/actor.ts';
import type { TenantTransaction } from '../tenancy/with-tenant.ts';
import { type Iso20022Message, iso20022Problems } from './validate-iso20022.ts';

/** What a payment file is made of, whichever way the money goes. */
export interface PaymentFileOrder {
  type: 'DIRECT_DEBIT' | 'CREDIT_TRANSFER';
  name: string;
  /** YYYY-MM-DD: the day the bank collects or pays. */
  day: string;
  /** The company's BankAccount collected to or paid from. */
  bankAccountRegistration: string;
  /** Its XML, given the file's registration as message id. */
  build: (messageId: string) => SepaFile;
  message: Iso20022Message;
  documentType: 'PAIN008' | 'PAIN001';
  /**
   * One a payment: the invoice it is for (its end-to-end id), the amount, the other party's IBAN,
   * and what else the line keeps (a collection's payer, mandate, scheme and sequence).
   */
  lines: readonly ({ invoiceRegistration: string; amount: string; bankIban: string } & Record<
    string,
    unknown
  >)[];
  /** The id of each invoice in the file, by registration, and the transition it takes. */
  invoiceIds: ReadonlyMap<string, string>;
  invoiceTransition: 'COLLECT' | 'ORDER_PAYMENT';
  progress: FileProgress;
}

/** Told the invoices moved so far and how many the file moves, as it goes. */
export type FileProgress = (moved: number, total: number) => Promise<void>;

/**
 * Writes a payment file within the transaction: the PaymentFile (DRAFT, so that its registration is
 * the message id), its XML checked against the official schema (nothing is kept when it fails: the
 * builder's own output failing is a fault of ours), a PaymentFileLine a payment, the XML as the
 * file's document, each invoice moved by its transition (history written), the file's total and
 * number of lines, and the file GENERATED. Answers the file.
 */
export async function writePaymentFile(
  trx: TenantTransaction,
  db: Database,
  catalogue: EntityCatalogue,
  actor: Actor,
  order: PaymentFileOrder,
): Promise<EntityRecord> {
  const serviceOf = (entity: EntityDefinition) => new EntityService(db, catalogue, entity);
  const files = serviceOf(paymentFileEntity);
  const [draft] = await files.createWithin(trx, actor, [
    {
      type: order.type,
      name: order.name,
      fileDate: new Date().toISOString().slice(0, 10),
      collectionDate: order.day,
      bankAccountRegistration: order.bankAccountRegistration,
      currency: 'EUR',
    },
  ]);
  if (!draft) throw new Error('unreachable: one body gives one record');
  const file = order.build(draft.registration);
  const problems = await iso20022Problems(file.xml, order.message);
  if (problems.length > 0)
    throw new Error(`${order.message} file refused by its schema: ${problems.join('; ')}`);

  await serviceOf(paymentFileLineEntity).createWithin(
    trx,
    actor,
    order.lines.map((line) => ({
      ...line,
      type: order.type,
      paymentFileRegistration: draft.registration,
      amount: Number(line.amount),
    })),
  );
  await new DocumentStore(
    trx,
    {
      tenant: actor.tenant,
      entityName: paymentFileEntity.name,
      recordId: draft._id,
      registration: draft.registration,
    },
    db,
  ).add(
    {
      name: `${draft.registration}.xml`,
      type: order.documentType,
      mimeType: 'application/xml',
      content: Buffer.from(file.xml, 'utf8'),
    },
    actor.username,
  );
  const invoices = serviceOf(invoiceEntity);
  for (const [index, line] of order.lines.entries()) {
    const id = order.invoiceIds.get(line.invoiceRegistration) ?? '';
    await invoices.transitionWithin(trx, actor, id, order.invoiceTransition);
    await order.progress(index + 1, order.lines.length);
  }
  await files.patchWithin(trx, actor, draft._id, {
    amount: Number(file.controlSum),
    lineCount: file.transactions,
  });
  return files.transitionWithin(trx, actor, draft._id, 'GENERATE');
}
