import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import type { InvoiceNotCollected } from '@lessor/domain/collections';
import { apiFetch, apiJson } from '../../api/api-client.ts';
import { downloadBlob } from '../../api/download-blob.ts';

/** `POST /api/bank/payment-files/direct-debits` answers the PaymentFile made and the invoices it left out. */
export type DirectDebitFileMade = EntityRecord & { notCollected?: InvoiceNotCollected[] };

/** What the clerk asks: the day collected on, and optionally the account credited. */
export interface DirectDebitFileRequest {
  dueDate: string;
  creditorBankAccount?: string;
}

/** Makes the collection file of the invoices due by the day (docs/collections.md, 'The API'). */
export function makeDirectDebitFile(request: DirectDebitFileRequest): Promise<DirectDebitFileMade> {
  return apiJson<DirectDebitFileMade>(apiPaths.directDebitFiles, { method: 'POST', body: request });
}

/** Saves a payment file's XML as the bank receives it, named after the file: `PYF00000001.xml`. */
export async function downloadPaymentFileXml(apiPath: string, file: EntityRecord): Promise<void> {
  const response = await apiFetch(`${apiPath}/${encodeURIComponent(file._id)}/content`);
  downloadBlob(await response.blob(), `${file.registration}.xml`);
}
