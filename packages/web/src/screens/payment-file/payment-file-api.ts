import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import type { InvoiceNotCollected, InvoiceNotPaid } from '@lessor/domain/collections';
import { callAnsweredJob, type JobProgress } from '../../api/answered-job.ts';
import { apiFetch } from '../../api/api-client.ts';
import { downloadBlob } from '../../api/download-blob.ts';

/** A file just made: the PaymentFile, and the invoices due that it left out, each with its reason. */
export interface PaymentFileMade {
  file: EntityRecord;
  leftOut: readonly InvoiceNotCollected[];
}

/**
 * `POST /api/bank/payment-files/direct-debits`: the collection file of the invoices due by the day,
 * crediting the account asked or the first with a creditor identifier (docs/collections.md, 'The API'),
 * made as a job whose progress is told while it runs.
 */
export async function makeDirectDebitFile(
  request: { dueDate: string; creditorBankAccount?: string },
  onProgress: (progress: JobProgress) => void,
): Promise<PaymentFileMade> {
  const { notCollected, ...file } = await callAnsweredJob<
    EntityRecord & { notCollected?: InvoiceNotCollected[] }
  >(apiPaths.directDebitFiles, { body: request }, onProgress);
  return { file, leftOut: notCollected ?? [] };
}

/**
 * `POST /api/bank/payment-files/credit-transfers`: the file paying the suppliers' invoices due by
 * the day, from the account asked or the company's first with an IBAN (docs/collections.md,
 * 'Supplier payments').
 */
export async function makeCreditTransferFile(
  request: { executionDate: string; debtorBankAccount?: string },
  onProgress: (progress: JobProgress) => void,
): Promise<PaymentFileMade> {
  const { notPaid, ...file } = await callAnsweredJob<EntityRecord & { notPaid?: InvoiceNotPaid[] }>(
    apiPaths.creditTransferFiles,
    { body: request },
    onProgress,
  );
  return { file, leftOut: notPaid ?? [] };
}

/** Saves a payment file's XML as the bank receives it, named after the file: `PYF00000001.xml`. */
export async function downloadPaymentFileXml(apiPath: string, file: EntityRecord): Promise<void> {
  const response = await apiFetch(`${apiPath}/${encodeURIComponent(file._id)}/content`);
  downloadBlob(await response.blob(), `${file.registration}.xml`);
}
