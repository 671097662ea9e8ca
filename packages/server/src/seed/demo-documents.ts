import type { FinancingFile } from './demo-contracts.ts';
import { textPdf } from './text-pdf.ts';

/** A file attached to a record, and the Document record that describes it. */
export interface DemoDocument {
  entityName: string;
  entityRegistration: string;
  name: string;
  type: string;
  mimeType: string;
  content: Buffer;
}

/**
 * Each active contract's signed contract: a PDF stating its parties and terms, attached to the
 * contract (its Documents card opens it).
 */
export function contractDocuments(files: readonly FinancingFile[]): DemoDocument[] {
  return files
    .filter((file) => file.status === 'ACTIVE')
    .map((file) => {
      const { contract } = file;
      const lines = [
        `${String(contract.financialProduct)} – contract ${file.registration}`,
        '',
        `Lessor: ${file.branch?.person.name ?? 'Demo leasing'}`,
        `Client: ${file.client.name} (${file.client.registration})`,
        `Asset: ${String(contract.name)}`,
        `Financed amount excl. tax: ${String(contract.financedAmountExclTax)} EUR`,
        `Duration: ${String(contract.duration)} months, ${String(contract.frequency).toLowerCase()} instalments`,
        `Rate: ${(Number(contract.rate) * 100).toFixed(2)} %`,
        `Start date: ${String(contract.startDate)}`,
        `Signed on ${String(contract.signatureDate)}`,
      ];
      return {
        entityName: 'Contract',
        entityRegistration: file.registration,
        name: `Signed contract ${file.registration}.pdf`,
        type: 'CONTRACT',
        mimeType: 'application/pdf',
        content: textPdf(lines),
      };
    });
}

/** The Document records of the files: what each is, whose, how large. */
export function documentRecords(documents: readonly DemoDocument[]): Record<string, unknown>[] {
  return documents.map((document) => ({
    name: document.name,
    type: document.type,
    status: 'VALID',
    entityName: document.entityName,
    entityRegistration: document.entityRegistration,
    mimeType: document.mimeType,
    size: document.content.length,
  }));
}
