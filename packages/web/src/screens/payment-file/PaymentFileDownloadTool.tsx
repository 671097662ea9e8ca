import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowToolProps } from '../../engine/list/ListRow.tsx';
import { notifyError } from '../../notifications/notify.ts';
import { downloadPaymentFileXml } from './payment-file-api.ts';

/** A file has its XML once made: a draft is still being written (payment-file.workflow.ts). */
const draftStatus = 'DRAFT';

/**
 * The payment files list's row download icon: the file's XML, as the bank receives it, saved as
 * `{registration}.xml`. The content route needs the session, so the bytes are fetched, then saved.
 */
export function PaymentFileDownloadTool({ entity, record }: RowToolProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const { registration } = record;
  if (record.status === draftStatus) return null;
  const label = t('Download the XML of {{registration}}', { registration });
  return (
    <button
      type="button"
      className="lessor-list-tool"
      aria-label={label}
      title={label}
      aria-busy={busy}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        setBusy(true);
        downloadPaymentFileXml(entity.apiPath, record)
          .catch(notifyError)
          .finally(() => setBusy(false));
      }}
    >
      <span aria-hidden="true">⤓</span>
    </button>
  );
}
