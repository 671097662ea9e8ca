import { apiPaths, type SheetRows } from '@lessor/domain/api';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiJson } from '../../api/api-client.ts';
import { sheetRowsText } from './sheet-rows-text.ts';

/**
 * An Excel file read by the server (`POST /api/report/sheet-rows`), its first sheet handed on as
 * the text a paste of it gives in the user's locale. A refusal (not a workbook, too many rows) is
 * notified, and stays in `error` for the dialog to show beside the button.
 */
export function useSheetRows(onRows: (text: string) => void) {
  const { i18n } = useTranslation();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiJson<SheetRows>(apiPaths.sheetRows, { method: 'POST', body: form });
    },
    onSuccess: (sheet) => onRows(sheetRowsText(sheet.rows, i18n.language)),
  });
}
