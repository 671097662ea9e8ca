import type { EntityRecord } from '@lessor/domain/api';
import { invoiceEntity } from '@lessor/domain/entities';
import { LessorError } from '@lessor/domain/errors';
import type { EntityCatalogue } from '../catalogue/entity-catalogue.ts';
import type { Database } from '../db/database.ts';
import { isUuid } from '../db/is-uuid.ts';
import { type DocumentMetadata, DocumentStore } from '../documents/document-store.ts';
import { rowToRecord } from '../entities/record-mapping.ts';
import { readInvoicePdfContexts } from '../printing/invoice/read-invoice-pdf-contexts.ts';
import { renderInvoicePdf } from '../printing/invoice/render-invoice-pdf.ts';
import { assertStorageRoom } from '../storage/storage-quota.ts';
import type { Actor } from '../tenancy/actor.ts';
import { entityTables, type TenantTransaction } from '../tenancy/with-tenant.ts';

/** The document type the invoices list's download opens (business-areas.md §7: `?type=INVOICE`). */
const invoiceDocumentType = 'INVOICE';

/** An invoice to attach a PDF to: a record as created (`EntityRecord`), or its registration alone. */
export type InvoiceToAttach = Pick<EntityRecord, 'registration'> & { readonly _id?: unknown };

/** What making and keeping the PDFs needs: the catalogue their contents read, the storage they go to. */
export interface InvoicePdfServices {
  catalogue: EntityCatalogue;
  db: Database;
}

export interface AttachInvoicePdfOptions {
  /** The tenant's storage quota, when the documents must fit in it (`STORAGE_QUOTA_EXCEEDED` otherwise). */
  storageQuotaBytes?: number;
}

/**
 * Makes the PDF of each invoice and stores it among the invoice's documents (type INVOICE, named
 * `{registration}.pdf`, added by the actor), in the caller's transaction: a billing run that rolls
 * back keeps no document either. The invoices are read again as stored, so the document shows
 * what was saved (registration, defaults, hooks); one the actor's tenant does not have is refused
 * with ENTITY_REGISTRATION_NOT_FOUND and nothing is attached. Answers the documents, in order.
 * @example await attachInvoicePdfs(trx, actor, { catalogue, db }, await invoices.createWithin(trx, actor, bodies))
 */
export async function attachInvoicePdfs(
  trx: TenantTransaction,
  actor: Actor,
  { catalogue, db }: InvoicePdfServices,
  invoices: readonly InvoiceToAttach[],
  options: AttachInvoicePdfOptions = {},
): Promise<DocumentMetadata[]> {
  if (invoices.length === 0) return [];
  const stored = await storedInvoices(trx, actor.tenant, invoices);
  const contexts = await readInvoicePdfContexts(trx, actor, catalogue, stored);
  const files: { invoice: EntityRecord; content: Buffer }[] = [];
  for (const invoice of stored) {
    const context = contexts.get(invoice.registration);
    if (context) files.push({ invoice, content: Buffer.from(await renderInvoicePdf(invoice, context)) });
  }
  if (options.storageQuotaBytes !== undefined) {
    const bytes = files.reduce((total, file) => total + file.content.length, 0);
    await assertStorageRoom(trx, actor.tenant, options.storageQuotaBytes, bytes);
  }
  const documents: DocumentMetadata[] = [];
  for (const { invoice, content } of files) {
    const owner = {
      tenant: actor.tenant,
      entityName: invoiceEntity.name,
      recordId: String(invoice._id),
      registration: invoice.registration,
    };
    const store = new DocumentStore(trx, owner, db);
    const file = {
      name: `${invoice.registration}.pdf`,
      type: invoiceDocumentType,
      mimeType: 'application/pdf',
    };
    documents.push(await store.add({ ...file, content }, actor.username));
  }
  return documents;
}

/** The PDF of one invoice, stored as its INVOICE document: `attachInvoicePdfs` for one. */
export async function attachInvoicePdf(
  trx: TenantTransaction,
  actor: Actor,
  services: InvoicePdfServices,
  invoice: InvoiceToAttach,
  options: AttachInvoicePdfOptions = {},
): Promise<DocumentMetadata> {
  const [document] = await attachInvoicePdfs(trx, actor, services, [invoice], options);
  if (!document)
    throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [invoiceEntity.label, invoice.registration]);
  return document;
}

/**
 * The invoices as the tenant stores them, in the order given: by id when the record carries one
 * (ids are unique across tenants, registrations are not), else by registration.
 */
async function storedInvoices(
  trx: TenantTransaction,
  tenant: string,
  invoices: readonly InvoiceToAttach[],
): Promise<EntityRecord[]> {
  const byId = (invoice: InvoiceToAttach) => typeof invoice._id === 'string' && isUuid(invoice._id);
  const keyOf = (invoice: InvoiceToAttach) => (byId(invoice) ? String(invoice._id) : invoice.registration);
  const found = new Map<string, EntityRecord>();
  for (const column of ['id', 'registration'] as const) {
    const keys = [...new Set(invoices.filter((invoice) => (column === 'id') === byId(invoice)).map(keyOf))];
    for (let start = 0; start < keys.length; start += 1000) {
      const rows = await entityTables(trx)
        .selectFrom(invoiceEntity.table)
        .selectAll()
        .where('tenant', '=', tenant)
        .where(column, 'in', keys.slice(start, start + 1000))
        .execute();
      for (const row of rows) found.set(row[column], rowToRecord(row));
    }
  }
  return invoices.map((invoice) => {
    const stored = found.get(keyOf(invoice));
    if (!stored)
      throw new LessorError('ENTITY_REGISTRATION_NOT_FOUND', [invoiceEntity.label, invoice.registration]);
    return stored;
  });
}
