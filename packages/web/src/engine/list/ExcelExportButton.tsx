import { type EntityRecord, excelExportPath } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch } from '../../api/api-client.ts';
import { downloadBlob } from '../../api/download-blob.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';
import { excelExportRequest } from './excel-export.ts';

interface Props {
  entity: EntityDefinition;
  columns: readonly ColumnDefinition[];
  records: readonly EntityRecord[];
}

/** Downloads the rows shown, in the columns shown, as an Excel file ('Downloaded'). */
export function ExcelExportButton({ entity, columns, records }: Props) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const request = excelExportRequest(entity, columns, records, i18n.language);
      const response = await apiFetch(excelExportPath(entity.name), { method: 'POST', body: request });
      downloadBlob(await response.blob(), request.fileName);
      notifySuccess('Downloaded');
    } catch (error) {
      await notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" loading={busy} disabled={records.length === 0} onClick={() => void download()}>
      {t('Export to Excel')}
    </Button>
  );
}
