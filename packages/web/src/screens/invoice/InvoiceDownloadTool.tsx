import { type RecordDocument, recordDocumentPaths } from '@lessor/domain/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { openInNewWindow } from '../../engine/documents/open-in-new-window.ts';
import type { RowToolProps } from '../../engine/list/ListRow.tsx';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

const invoiceDocumentType = 'INVOICE';

/**
 * Whether a listed invoice has its document: the list brings each row's document types
 * (`include=documentTypes`, the Invoice declaration's list default). A list a tenant configured
 * without them does not say, and the icon is then offered to every row.
 */
function mayHaveInvoiceDocument(record: RowToolProps['record']): boolean {
  const types = record.documentTypes;
  return !Array.isArray(types) || types.includes(invoiceDocumentType);
}

/**
 * The invoices list's row download icon (business-areas.md §7), shown where the invoice has an
 * INVOICE document (its PDF): the invoice's INVOICE documents, then the first one's content in a
 * new window, shown inline, through the document's short-lived token. Should there be none after
 * all, the user is told so.
 */
export function InvoiceDownloadTool({ entity, record }: RowToolProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { registration } = record;
  if (!mayHaveInvoiceDocument(record)) return null;

  const download = async () => {
    const paths = recordDocumentPaths(entity.apiPath, registration);
    const documents = await apiJson<RecordDocument[]>(`${paths.list}?type=${invoiceDocumentType}`);
    const first = documents[0];
    if (!first)
      return notifySuccess(
        'Invoice {{registration}} has no invoice document yet',
        { registration },
        'warning',
      );
    if (!first.name) return notifySuccess('No file name found', undefined, 'warning');
    openInNewWindow(paths.content(first, 'inline'));
  };

  return (
    <button
      type="button"
      className="lessor-list-tool"
      aria-label={t('Download the invoice {{registration}}', { registration })}
      title={t('Download the invoice {{registration}}', { registration })}
      aria-busy={busy}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        setBusy(true);
        download()
          .catch(notifyError)
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">⤓</span>
    </button>
  );
}
